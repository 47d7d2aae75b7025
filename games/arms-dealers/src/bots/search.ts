import { searchBot, type Bot, type SearchBotOptions, type SearchHooks } from '@cutthroat/bots';
import type { Seat, StateOf } from '@cutthroat/engine';
import { faceOf } from '../cards.js';
import type { ArmsDealers } from '../game.js';
import { armsDealers } from '../game.js';
import { determinizeArmsDealers } from './determinize.js';
import { bestDealValue, greedyArmsDealersBot } from './greedy.js';

/** Cents of lead that make a cut-off playout's estimate 73% (the logistic's 1): about one deal. */
const LEAD_SCALE = 3000;
/** A hand's best deal counts half: it may be intercepted, and laying it takes a turn. */
const HAND_WEIGHT = 0.5;

function standing(state: StateOf<ArmsDealers>, seat: Seat): number {
  const G = state.G;
  return G.money[seat]! + HAND_WEIGHT * bestDealValue(G.hands[seat]!.map(faceOf));
}

/**
 * A cut-off playout's estimate for `seat`: the logistic of its lead (money plus half its hand's
 * best deal) over the best other seat's, in units of `LEAD_SCALE`.
 */
export function evaluateArmsDealers(state: StateOf<ArmsDealers>, seat: Seat): number {
  const mine = standing(state, seat);
  let rival = Number.NEGATIVE_INFINITY;
  for (let s = 0; s < state.players; s++) if (s !== seat) rival = Math.max(rival, standing(state, s));
  return 1 / (1 + Math.exp(-(mine - rival) / LEAD_SCALE));
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

/**
 * The `strong` bot: information-set search, but for answers to offers made to it, which it gives
 * by greedy's valuation (`answerOffer`): a search of a few hundred iterations over hundreds of
 * counters tells them apart by noise, and countered nearly every offer a person made.
 */
export function strongArmsDealersBot(options: Partial<SearchBotOptions<ArmsDealers>> = {}): Bot<ArmsDealers> {
  const search = searchBot(armsDealers, armsDealersSearch, {
    kind: 'strong',
    budget: { iterations: STRONG_ITERATIONS },
    rolloutDepth: 20,
    ...options,
  });
  const greedy = greedyArmsDealersBot();
  return {
    kind: search.kind,
    decide: (d) => (d.view.offer && d.view.offer.to === d.view.seat ? greedy : search).decide(d),
  };
}
