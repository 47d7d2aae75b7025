import {
  searchBot,
  type Decision,
  type SearchBot,
  type SearchBotOptions,
  type SearchHooks,
  type SearchStats,
} from '@cutthroat/bots';
import type { Seat, StateOf } from '@cutthroat/engine';
import { dogEatDog } from '../game.js';
import { squaresOf } from '../state.js';
import { determinizeDogEatDog } from './determinize.js';
import { lawfulBot } from './heuristic.js';

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
  rollout: () => ({ kind: 'lawful', decide: (d) => lawfulBot.decide(d) }),
};

/** Windows whose answer moves money or squares: a square bought or bid on, a bribe war, a law. */
const SEARCHED_WINDOWS = new Set(['acquire', 'auction', 'war', 'first-bribe', 'lobby']);

/**
 * Whether `strong` searches a decision or plays the heuristic's choice. It searches where the
 * choice moves the Swiss balance within a playout's reach: how much to embezzle before the roll and
 * in the final round, squares bought or bid on, bribe wars and laws, hiring and extraction. Elsewhere
 * (selling, producing, card answers, trade offers, the division) a search of 48 iterations cut off
 * after 12 actions tells the options apart by noise only, about 270 of a game's 400 decisions: there
 * it spent most of its time and overrode the heuristic at random.
 */
export function searchesAt(decision: Decision<DogEatDog>): boolean {
  const { view, legal } = decision;
  if (view.window) return SEARCHED_WINDOWS.has(view.window.kind);
  const phase = view.game.phase;
  const has = (type: string) => legal.some((a) => a.type === type);
  if (phase === 'movement' || phase === 'final') return has('embezzle');
  if (phase === 'hiring') return has('hire');
  if (phase === 'extraction') return has('extract');
  return false;
}

/** The `strong` level's budget: deterministic, and under the 300 ms p95 on one core (docs/bots.md). */
export const STRONG_ITERATIONS = 48;

/**
 * The `strong` bot: information-set search where `searchesAt` says, the heuristic elsewhere. Its
 * `last` is the statistics of the decision it last searched, null after one it did not.
 */
export function strongDogEatDogBot(options: Partial<SearchBotOptions<DogEatDog>> = {}): SearchBot<DogEatDog> {
  const inner = searchBot(dogEatDog, dogEatDogSearch, {
    kind: 'strong',
    budget: { iterations: STRONG_ITERATIONS },
    rolloutDepth: 12,
    prior: 16,
    ...options,
  });
  let last: SearchStats | null = null;
  return {
    kind: inner.kind,
    get last() {
      return last;
    },
    decide(decision) {
      if (!searchesAt(decision)) {
        last = null;
        return lawfulBot.decide(decision);
      }
      const action = inner.decide(decision);
      last = inner.last;
      return action;
    },
  };
}
