import type { ActionOf, Rng, Seat, StateOf } from '@cutthroat/engine';
import type { dogEatDog } from '../game.js';
import { cardsAt } from '../cards.js';
import { reorganisingChoices } from '../chapter-11.js';
import { param } from '../laws.js';
import { inHand } from '../money.js';
import { tasksLeft } from '../production.js';
import { pollutionSquares } from '../rules.js';
import { squaresOf, type DogEatDogState } from '../state.js';
import { PRODUCTS, RAW } from '../vocabulary.js';
import { top } from '../work.js';
import { COSTLY } from './heuristic.js';
import { inputs } from './trading.js';

type DogEatDog = typeof dogEatDog;
type Act = ActionOf<DogEatDog>;

const PASS: Act = { type: 'pass' };
const DONE: Act = { type: 'done' };
const ROLL: Act = { type: 'roll' };

/**
 * The `lawful` heuristic's move where it is plain from the state, for the search's playouts (a
 * sampled state of its own: reading it hides nothing): a pass, a roll, a phase done, a bid one
 * above the last, a card used at its trigger, a bribe war fought. Null hands the step to the `lawful` heuristic through a view and the legal list
 * (embezzling, selling, hiring, producing, extracting, card answers, trade offers): every move it
 * answers is one the heuristic would make too, but for trade proposals, which it leaves out (a
 * playout of the next round does not wait on a trade of one raw material). None breaks a law.
 *
 * It answers about half a playout's steps: those the heuristic spends most of its time on for
 * nothing (a view and the whole legal list, to say `done`).
 */
export function quickLawful(state: StateOf<DogEatDog>, actor: Seat, _rng: Rng): Act | null {
  if (state.offer) return null;
  const G = state.G;
  const p = G.players[actor]!;
  if (G.phase === 'reorganize' && !state.window && G.work.length === 0)
    return { type: 'reorganise', division: reorganisingChoices(G, actor)[0]! };
  if (p.status !== 'playing') return null;
  // The account as its view shows it (an amount in hand still counts), which the heuristic reads.
  const corporate = p.corporate + inHand(G, actor);
  const window = state.window;
  if (window) {
    switch (window.kind) {
      case 'trigger': {
        // The heuristic uses the first card it may answer the trigger with (the legal list's order).
        const w = top(G);
        if (w?.kind !== 'trigger') return null;
        const card = cardsAt(G, actor, w.trigger, w.victim).find((c) => !w.uses.some((u) => u.card === c));
        return card === undefined ? PASS : { type: 'use', card };
      }
      case 'war': {
        const w = top(G);
        if (w?.kind !== 'war') return null;
        return corporate < 25 ? PASS : { type: 'bribe', card: w.war.card, offer: 8 };
      }
      case 'first-bribe': {
        const w = top(G);
        if (w?.kind !== 'drawn') return null;
        return corporate < 25 || !COSTLY.has(w.card) ? PASS : { type: 'bribe', card: w.card, offer: 8 };
      }
      case 'acquire':
        return owned(G, actor) >= 2 || corporate < 20 ? PASS : null;
      case 'auction': {
        const w = top(G);
        if (w?.kind !== 'auction') return null;
        const bid = w.auction.bid + 1;
        if (w.auction.high === actor || owned(G, actor) >= 2 || bid > 10 || bid > corporate) return PASS;
        return { type: 'bid', amount: bid };
      }
      case 'lobby':
      case 'chapter-11':
        return PASS;
      default:
        return null;
    }
  }
  if (G.work.length > 0 || G.breaches.some((b) => b.seat !== actor) || freeMoves(G, actor)) return null;
  const t = G.turn;
  switch (G.phase) {
    case 'movement':
      return t.embezzled || t.embezzleBlocked || corporate <= 20 ? (t.rolled ? null : ROLL) : null;
    case 'sales': {
      const wanted = inputs(p.division);
      const sellable = PRODUCTS.some((i) => p.products[i] > 0) || RAW.some((i) => p.raw[i] > 0 && !wanted.has(i));
      return sellable ? null : DONE;
    }
    case 'hiring':
      return p.workers < Math.min(6, 2 + 2 * owned(G, actor)) && corporate >= 18 ? null : DONE;
    case 'production': {
      if (RAW.some((i) => p.raw[i] > 0)) return null;
      // Nothing to produce from: the markers owed go on rivals' squares first, its own last.
      const squares = t.pollutionOwed > 0 ? pollutionSquares(G, actor) : [];
      if (squares.length === 0) return DONE;
      const score = (s: number) => (G.control[s] === actor ? 0 : G.control[s] === null ? 1 : 2);
      const square = squares.reduce((x, y) => (score(y) > score(x) ? y : x));
      return { type: 'pollute', square };
    }
    case 'extraction':
      // Without a free worker nothing is extracted or gathered; a purchase needs $25M.
      return corporate >= 25 || tasksLeft(G, actor, t.tasks) > 0 ? null : DONE;
    default:
      return null;
  }
}

const owned = (G: DogEatDogState, seat: Seat) => squaresOf(G, seat).length;

/** Whether the heuristic might make a free move first: a transfer on Geneva, a bribe of a costly law. */
function freeMoves(G: DogEatDogState, seat: Seat): boolean {
  const p = G.players[seat]!;
  const corporate = p.corporate + inHand(G, seat);
  if (corporate > 20 && param(G, seat, 'freeSwissTransfer') >= 1) return true;
  return corporate >= 35 && G.redTape.laws.some((c) => COSTLY.has(c));
}

/**
 * A playout has gone far enough once a whole round has passed since the searched decision: the turn
 * of the player then active, one round on, after its roll. By then every seat has had its chance to
 * embezzle (the money a choice moves reaches a Swiss account) and to pay its payroll.
 */
export function roundPlayedOut(sample: StateOf<DogEatDog>, state: StateOf<DogEatDog>): boolean {
  const from = sample.G;
  const G = state.G;
  if (G.round <= from.round) return false;
  return G.round > from.round + 1 || (G.active === from.active && G.turn.rolled) || G.phase === 'final';
}
