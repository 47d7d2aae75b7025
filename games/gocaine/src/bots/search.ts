import {
  learnedModel,
  searchBot,
  winProbability,
  type Bot,
  type LogisticModel,
  type SearchBot,
  type SearchBotOptions,
  type SearchHooks,
  type SearchStats,
} from '@cutthroat/bots';
import { LegalActions, type Seat, type StateOf } from '@cutthroat/engine';
import type { GoCaine } from '../game.js';
import { gocaine } from '../game.js';
import evaluation from '../../data/evaluation.json' with { type: 'json' };
import { determinizeGoCaine } from './determinize.js';
import { GOCAINE_FEATURES, gocaineFeatures } from './features.js';
import { heuristicGoCaineBot, patientGoCaineBot } from './heuristic.js';

/** Fitted by `cutthroat train` to heuristic self-play (docs/bots.md "Learned evaluations"). */
let model: LogisticModel | undefined;
/** Read at the first use, so that `cutthroat train` runs when the file is stale (it reads no model). */
const learned = (): LogisticModel => (model ??= learnedModel(evaluation, GOCAINE_FEATURES));

/**
 * A cut-off playout's estimate for `seat`: the learned chance that it wins from here (its cash
 * lead, product, cells and assets, the round, how near it and its richest rival are to the knock),
 * 0 for a seat that conceded.
 */
export function evaluateGoCaine(state: StateOf<GoCaine>, seat: Seat): number {
  if (state.G.players[seat]!.conceded) return 0;
  return winProbability(learned(), gocaineFeatures(state, seat));
}

export const gocaineSearch: SearchHooks<GoCaine> = {
  determinize: determinizeGoCaine,
  evaluate: evaluateGoCaine,
  rollout: () => heuristicGoCaineBot(),
};

/**
 * The playouts' policy when `seat` searches: the `patient` heuristic for `seat` (what `strong`
 * plays where it does not search), the `heuristic` for every other seat (what it meets at a table).
 */
export function playoutPolicy(seat: Seat): Bot<GoCaine> {
  const patient = patientGoCaineBot();
  const heuristic = heuristicGoCaineBot();
  return {
    kind: 'playout',
    decide: (d) => (d.view.seat === seat ? patient : heuristic).decide(d),
  };
}

/** The `strong` level's budget: deterministic, and under the 300 ms p95 on one core (docs/bots.md). */
export const STRONG_ITERATIONS = 128;

/**
 * The `strong` bot: the `patient` heuristic in interdiction windows (it keeps a chip: a search
 * cut off after 12 actions sees a seizure's gain, never the threat a chip in hand is worth), and
 * information-set search over every other decision but the free `interdict` actions, its playouts
 * the `patient` heuristic for its seat. Its `last` is the statistics of its last search, null after
 * a decision it did not search.
 */
export function strongGoCaineBot(options: Partial<SearchBotOptions<GoCaine>> = {}): SearchBot<GoCaine> {
  const patient = patientGoCaineBot();
  const inners = new Map<Seat, SearchBot<GoCaine>>();
  const inner = (seat: Seat) => {
    let bot = inners.get(seat);
    if (!bot) {
      bot = searchBot(
        gocaine,
        { ...gocaineSearch, rollout: () => playoutPolicy(seat) },
        { kind: 'strong', budget: { iterations: STRONG_ITERATIONS }, rolloutDepth: 12, prior: 32, ...options },
      );
      inners.set(seat, bot);
    }
    return bot;
  };
  let last: SearchStats | null = null;
  return {
    kind: 'strong',
    get last() {
      return last;
    },
    decide(decision) {
      last = null;
      const seat = decision.view.seat;
      if (seat === null || decision.view.window) return patient.decide(decision);
      const kept = decision.legal.filter((a) => a.type !== 'interdict');
      if (kept.length <= 1) return kept[0] ?? patient.decide(decision);
      const bot = inner(seat);
      const action = bot.decide({ view: decision.view, legal: new LegalActions(kept), rng: decision.rng });
      last = bot.last;
      return action;
    },
  };
}
