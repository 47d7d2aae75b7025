import type { Result } from './result.js';
import type { Seat } from './seat.js';
import type { GameEvent } from './event.js';
import type { ActionSpace } from './legal.js';
import type { WindowSpec } from './window.js';

/**
 * A trade between two players. The engine runs the conversation (propose, counter, accept,
 * decline, withdraw); the game decides what may be offered and carries out an accepted offer
 * atomically, or refuses it and nothing moves.
 */
export interface Offer<T> {
  /** The match sequence number at which it was made: unique within a match. */
  readonly id: number;
  readonly from: Seat;
  readonly to: Seat;
  readonly terms: T;
  /** The offer this one counters, if any. */
  readonly counters: number | null;
}

export interface Proposal<T> {
  readonly type: 'propose';
  readonly to: Seat;
  readonly terms: T;
}

export interface OfferRules<G, T> {
  /** Runtime schema of the terms, for untrusted input. */
  readonly terms: import('zod').ZodType<T>;
  /** May `seat` start a trade now (counters are always open to the recipient)? */
  canPropose(G: G, seat: Seat): boolean;
  /** Validate an offer as it is made, and do any bookkeeping (such as a per-turn limit). */
  propose(G: G, from: Seat, to: Seat, terms: T): Result<G>;
  /** Could the recipient accept it as things stand (does it hold what is asked)? */
  acceptable(G: G, offer: Offer<T>): boolean;
  /**
   * Carry an accepted offer out, atomically. It may open a reaction window for what the trade sets
   * going (a rule that applies "immediately" to what changed hands); only when no window is open.
   */
  execute(G: G, offer: Offer<T>): Result<{ G: G; events: GameEvent[]; window?: WindowSpec | null }>;
  /**
   * The offers `from` could make now (to `to` only, when given), as ready `propose` actions, read
   * by index so that the hundreds of possible offers need not all be built at every decision.
   */
  enumerate(G: G, from: Seat, to: Seat | null): ActionSpace<Proposal<T>>;
}
