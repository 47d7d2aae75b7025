import {
  learnedModel,
  search,
  winProbability,
  type LogisticModel,
  type Decision,
  type SearchBot,
  type SearchBotOptions,
  type SearchHooks,
  type SearchStats,
} from '@cutthroat/bots';
import { LegalActions, Rng, type ActionOf, type Seat, type StateOf } from '@cutthroat/engine';
import { dogEatDog } from '../game.js';
import evaluation from '../../data/evaluation.json' with { type: 'json' };
import { DOG_EAT_DOG_FEATURES, dogEatDogFeatures } from './features.js';
import { determinizeDogEatDog } from './determinize.js';
import { breachCheck } from '../breach-ahead.js';
import { lawfulBot } from './heuristic.js';
import { quickLawful, roundPlayedOut } from './playout.js';

type DogEatDog = typeof dogEatDog;
type Act = ActionOf<DogEatDog>;

/** Fitted by `cutthroat train` to heuristic self-play (docs/bots.md "Learned evaluations"). */
let model: LogisticModel | undefined;
const learned = (): LogisticModel => (model ??= learnedModel(evaluation, DOG_EAT_DOG_FEATURES));

/**
 * A cut-off playout's estimate for `seat`: the learned chance that it wins from here, read from its
 * Swiss balance and the table's public facts (`bots/features.ts`); 0 once it has left the game.
 */
export function evaluateDogEatDog(state: StateOf<DogEatDog>, seat: Seat): number {
  if (state.G.players[seat]!.status === 'left') return 0;
  return winProbability(learned(), dogEatDogFeatures(state, seat));
}

export const dogEatDogSearch: SearchHooks<DogEatDog> = {
  determinize: determinizeDogEatDog,
  evaluate: evaluateDogEatDog,
  rollout: () => ({ kind: 'lawful', decide: (d) => lawfulBot.decide(d) }),
  playout: quickLawful,
  playoutDone: roundPlayedOut,
};

/** Windows whose answer moves money or squares: a square bought or bid on, a bribe war. */
const SEARCHED_WINDOWS = new Set(['acquire', 'auction', 'war', 'first-bribe']);

/**
 * Whether `strong` searches a decision or plays the `lawful` heuristic's choice. It searches how
 * much to embezzle (before the roll and in the final round: the heuristic keeps $20M in its
 * corporate account, worth nothing at the end), squares bought or bid on (at the heuristic's fixed
 * prices) and bribe wars. Measured over four games at 96 iterations (docs/bots.md): with playouts
 * to the round's end the search left the heuristic's choice at 106 of these 335 decisions; hiring,
 * extraction and the lobby (left at 3 of 185 with 12-action playouts) the heuristic plays, as it does
 * selling, producing, card answers, trade offers and the division.
 */
export function searchesAt(decision: Decision<DogEatDog>): boolean {
  const { view, legal } = decision;
  if (view.window) return SEARCHED_WINDOWS.has(view.window.kind);
  const phase = view.game.phase;
  return (phase === 'movement' || phase === 'final') && legal.some((a) => a.type === 'embezzle');
}

/**
 * An embezzlement's search is over the amount only: the heuristic's choice, none (the roll, or
 * `done` in the final round), half and all it may take. Hundreds of amounts (and the free moves
 * listed beside them) would spread the iterations over neighbours a playout cannot tell apart.
 */
function amounts(legal: readonly Act[], choice: Act): Act[] {
  const embezzle = legal.filter((a) => a.type === 'embezzle');
  if (embezzle.length === 0) return [...legal];
  const most = embezzle.length;
  const out: Act[] = [choice];
  const add = (a: Act | undefined) => a && !out.some((b) => JSON.stringify(b) === JSON.stringify(a)) && out.push(a);
  add(legal.find((a) => a.type === 'roll' || a.type === 'done'));
  add(embezzle.find((a) => a.amount === Math.ceil(most / 2)));
  add(embezzle.find((a) => a.amount === most));
  return out;
}

/** The `strong` level's budget: deterministic, and under the 300 ms p95 on one core (docs/bots.md). */
export const STRONG_ITERATIONS = 96;

/** A playout's cap in actions: a round of four seats is about 40 (`roundPlayedOut` ends it sooner). */
const ROLLOUT_CAP = 80;

/**
 * The `strong` bot: information-set search where `searchesAt` says, the `lawful` heuristic
 * elsewhere. Its `last` is the statistics of the decision it last searched, null after one it did
 * not.
 */
export function strongDogEatDogBot(options: Partial<SearchBotOptions<DogEatDog>> = {}): SearchBot<DogEatDog> {
  const settings: SearchBotOptions<DogEatDog> = {
    kind: 'strong',
    budget: { iterations: STRONG_ITERATIONS },
    rolloutDepth: ROLLOUT_CAP,
    prior: 16,
    ...options,
  };
  let last: SearchStats | null = null;
  return {
    kind: settings.kind!,
    get last() {
      return last;
    },
    decide(decision) {
      last = null;
      if (!searchesAt(decision)) return lawfulBot.decide(decision);
      // It keeps to the Public Laws as its playouts do: a fine reported after its playout ends is
      // one the search cannot see, so a breach would look free.
      const breaks = breachCheck(decision.view);
      const kept = decision.legal.filter((a) => breaks(a) === null);
      if (kept.length === 0) return lawfulBot.decide(decision);
      const legal = new LegalActions(kept);
      const choice = lawfulBot.decide({ view: decision.view, legal, rng: new Rng(decision.rng.state()) });
      const candidates = amounts(kept, choice);
      if (candidates.length === 1) return choice;
      const seat = decision.view.seat!;
      const searched = { view: decision.view, legal: new LegalActions(candidates), rng: decision.rng };
      const { action, stats } = search(dogEatDog, dogEatDogSearch, searched, seat, { ...settings, rootChoice: choice });
      last = stats;
      settings.onSearch?.(stats);
      return action;
    },
  };
}
