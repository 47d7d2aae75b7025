import { searchBot, type Bot, type SearchBotOptions, type SearchHooks } from '@cutthroat/bots';
import type { Seat, StateOf } from '@cutthroat/engine';
import type { GoCaine } from '../game.js';
import { gocaine } from '../game.js';
import { colourOf } from '../state.js';
import { determinizeGoCaine } from './determinize.js';
import { heuristicGoCaineBot } from './heuristic.js';

/** $ million of lead that make a cut-off playout's estimate 73% (the logistic's 1). */
const LEAD_SCALE = 100;
/**
 * A ton counts half-way between the price of its zone and $20M, a premium zone's least: product
 * bought in the south is worth more than it cost (it is bought to be sold north) and gains as it
 * moves north, yet less than its sale, which still has to pass the Task Force.
 */
const TON_TOWARDS = 20;
/** Assets at about what they return: a cell $3M, an infrastructure level or an influence slot $10M. */
const CELL = 3;
const ASSET = 10;

function wealth(state: StateOf<GoCaine>, seat: Seat): number {
  const G = state.G;
  const player = G.players[seat]!;
  if (player.conceded) return Number.NEGATIVE_INFINITY;
  const colour = colourOf(seat);
  let value = player.cash - (player.loan ? 55 : 0);
  value += CELL * (player.purchasedCells + G.board.stonesOf(colour)) + ASSET * (player.infrastructure - 1);
  for (const slots of G.influence) for (const s of slots) if (s === seat) value += ASSET;
  for (let p = 0; p < G.held.length; p++) {
    if (G.board.colourAt(p) === colour) {
      const price = G.map.zones[G.map.zoneIndexOf[p]!]!.pricePerTon;
      value += (G.held[p]! + G.moving[p]!) * 0.5 * (price + TON_TOWARDS);
    }
  }
  return value;
}

/**
 * A cut-off playout's estimate for `seat`: the logistic of its wealth (cash less a loan, its
 * product, cells and assets) over the best other seat's, in units of `LEAD_SCALE`.
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
