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
import evaluation from '../../data/evaluation.json' with { type: 'json' };
import type { ArmsDealers } from '../game.js';
import { armsDealers } from '../game.js';
import { determinizeArmsDealers } from './determinize.js';
import { ARMS_DEALERS_FEATURES, armsDealersFeatures } from './features.js';
import { greedyArmsDealersBot } from './greedy.js';

/** Fitted by `cutthroat train` to greedy self-play (docs/bots.md "Learned evaluations"). */
let model: LogisticModel | undefined;
/** Read at the first use, so that `cutthroat train` runs when the file is stale (it reads no model). */
const learned = (): LogisticModel => (model ??= learnedModel(evaluation, ARMS_DEALERS_FEATURES));

/**
 * A cut-off playout's estimate for `seat`: the learned chance that it wins from here, read from
 * what the seat sees (its money lead, its hand's best deal, how far the deck has gone).
 */
export function evaluateArmsDealers(state: StateOf<ArmsDealers>, seat: Seat): number {
  return winProbability(learned(), armsDealersFeatures(state, seat));
}

export const armsDealersSearch: SearchHooks<ArmsDealers> = {
  determinize: determinizeArmsDealers,
  evaluate: evaluateArmsDealers,
  // Greedy without its trade proposals: a proposal's search over faces costs more than a rollout
  // can spend, and the tree itself weighs trades.
  rollout: () => greedyArmsDealersBot({ trades: false }),
};

/** The `strong` level's budget: deterministic, and under the 300 ms p95 on one core (docs/bots.md). */
export const STRONG_ITERATIONS = 500;

export function strongArmsDealersBot(options: Partial<SearchBotOptions<ArmsDealers>> = {}): Bot<ArmsDealers> {
  return searchBot(armsDealers, armsDealersSearch, {
    kind: 'strong',
    budget: { iterations: STRONG_ITERATIONS },
    rolloutDepth: 20,
    ...options,
  });
}
