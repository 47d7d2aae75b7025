import {
  learnedModel,
  searchBot,
  winProbability,
  type Bot,
  type LogisticModel,
  type SearchBotOptions,
  type SearchHooks,
} from '@cutthroat/bots';
import type { Seat, StateOf } from '@cutthroat/engine';
import type { GoCaine } from '../game.js';
import { gocaine } from '../game.js';
import evaluation from '../../data/evaluation.json' with { type: 'json' };
import { determinizeGoCaine } from './determinize.js';
import { GOCAINE_FEATURES, gocaineFeatures } from './features.js';
import { heuristicGoCaineBot } from './heuristic.js';

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

/** The `strong` level's budget: deterministic, and under the 300 ms p95 on one core (docs/bots.md). */
export const STRONG_ITERATIONS = 128;

export function strongGoCaineBot(options: Partial<SearchBotOptions<GoCaine>> = {}): Bot<GoCaine> {
  return searchBot(gocaine, gocaineSearch, {
    kind: 'strong',
    budget: { iterations: STRONG_ITERATIONS },
    rolloutDepth: 12,
    prior: 32,
    ...options,
  });
}
