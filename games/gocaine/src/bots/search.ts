import { searchBot, type Bot, type SearchBotOptions, type SearchHooks } from '@cutthroat/bots';
import type { Seat, StateOf } from '@cutthroat/engine';
import type { GoCaine } from '../game.js';
import { gocaine } from '../game.js';
import { colourOf } from '../state.js';
import { determinizeGoCaine } from './determinize.js';
import { heuristicGoCaineBot } from './heuristic.js';

/** $ million of lead that make a cut-off playout's estimate 73% (the logistic's 1). */
const LEAD_SCALE = 100;
/** Product counts at this share of its zone's price: it has still to reach a buyer past the Task Force. */
const PRODUCT_WEIGHT = 0.6;

function wealth(state: StateOf<GoCaine>, seat: Seat): number {
  const G = state.G;
  const player = G.players[seat]!;
  if (player.conceded) return Number.NEGATIVE_INFINITY;
  const colour = colourOf(seat);
  let product = 0;
  for (let p = 0; p < G.held.length; p++) {
    if (G.board.colourAt(p) === colour) {
      product += (G.held[p]! + G.moving[p]!) * G.map.zones[G.map.zoneIndexOf[p]!]!.pricePerTon;
    }
  }
  return player.cash + PRODUCT_WEIGHT * product - (player.loan ? 55 : 0);
}

/**
 * A cut-off playout's estimate for `seat`: the logistic of its wealth (cash, product at a share of
 * where it sits, less a loan) over the best other seat's, in units of `LEAD_SCALE`.
 */
export function evaluateGoCaine(state: StateOf<GoCaine>, seat: Seat): number {
  const mine = wealth(state, seat);
  if (mine === Number.NEGATIVE_INFINITY) return 0;
  let rival = Number.NEGATIVE_INFINITY;
  for (let s = 0; s < state.players; s++) if (s !== seat) rival = Math.max(rival, wealth(state, s));
  if (rival === Number.NEGATIVE_INFINITY) return 1;
  return 1 / (1 + Math.exp(-(mine - rival) / LEAD_SCALE));
}

export const gocaineSearch: SearchHooks<GoCaine> = {
  determinize: determinizeGoCaine,
  evaluate: evaluateGoCaine,
  rollout: () => heuristicGoCaineBot(),
};

/** The `strong` level's budget: deterministic, and under the 300 ms p95 on one core (docs/bots.md). */
export const STRONG_ITERATIONS = 48;

export function strongGoCaineBot(options: Partial<SearchBotOptions<GoCaine>> = {}): Bot<GoCaine> {
  return searchBot(gocaine, gocaineSearch, {
    kind: 'strong',
    budget: { iterations: STRONG_ITERATIONS },
    rolloutDepth: 12,
    ...options,
  });
}
