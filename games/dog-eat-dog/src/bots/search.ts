import { searchBot, type Bot, type SearchBotOptions, type SearchHooks } from '@cutthroat/bots';
import type { Seat, StateOf } from '@cutthroat/engine';
import { dogEatDog } from '../game.js';
import { squaresOf } from '../state.js';
import { determinizeDogEatDog } from './determinize.js';
import { heuristicBot } from './heuristic.js';

type DogEatDog = typeof dogEatDog;

/** $M of lead that make a cut-off playout's estimate 73% (the logistic's 1): two or three turns' embezzling. */
const LEAD_SCALE = 25;
/**
 * Corporate money counts a third: it reaches Switzerland only by embezzling, at most half the
 * account a turn, and the IRS taxes what stays above the line.
 */
const CORPORATE_WEIGHT = 1 / 3;
/** A controlled square or an owned official, $M: about what it brings in over the turns left. */
const ASSET = 6;

/** Only the Swiss balance wins; the rest is what may still get there. */
function standing(state: StateOf<DogEatDog>, seat: Seat): number {
  const G = state.G;
  const p = G.players[seat]!;
  if (p.status === 'left') return Number.NEGATIVE_INFINITY;
  const assets = squaresOf(G, seat).length + p.officials.length;
  return p.swiss + CORPORATE_WEIGHT * (p.corporate - p.debt) + ASSET * assets;
}

/**
 * A cut-off playout's estimate for `seat`: the logistic of its standing (Swiss balance, a third of
 * its corporate account less debt, its squares and officials) over the best other seat's, in units
 * of `LEAD_SCALE`.
 */
export function evaluateDogEatDog(state: StateOf<DogEatDog>, seat: Seat): number {
  const mine = standing(state, seat);
  if (mine === Number.NEGATIVE_INFINITY) return 0;
  let rival = Number.NEGATIVE_INFINITY;
  for (let s = 0; s < state.players; s++) if (s !== seat) rival = Math.max(rival, standing(state, s));
  if (rival === Number.NEGATIVE_INFINITY) return 1;
  return 1 / (1 + Math.exp(-(mine - rival) / LEAD_SCALE));
}

export const dogEatDogSearch: SearchHooks<DogEatDog> = {
  determinize: determinizeDogEatDog,
  evaluate: evaluateDogEatDog,
  rollout: () => ({ kind: 'heuristic', decide: (d) => heuristicBot.decide(d) }),
};

/** The `strong` level's budget: deterministic, and under the 300 ms p95 on one core (docs/bots.md). */
export const STRONG_ITERATIONS = 48;

export function strongDogEatDogBot(options: Partial<SearchBotOptions<DogEatDog>> = {}): Bot<DogEatDog> {
  return searchBot(dogEatDog, dogEatDogSearch, {
    kind: 'strong',
    budget: { iterations: STRONG_ITERATIONS },
    rolloutDepth: 12,
    prior: 16,
    ...options,
  });
}
