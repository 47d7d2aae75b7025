import type { GameEvent } from './event.js';
import type { Outcome } from './game.js';
import type { Offer } from './offer.js';
import type { RngState } from './rng.js';
import type { Seat } from './seat.js';
import type { ReactionWindow } from './window.js';

/** Everything about a match at one moment. `state = log.reduce(apply, setup(record))`. */
export interface MatchState<G, T = unknown> {
  readonly players: number;
  /** How many actions have been accepted. */
  readonly seq: number;
  readonly rng: RngState;
  /** Forced six-sided results not used yet (scenarios only). */
  readonly forcedDice: readonly number[];
  readonly G: G;
  readonly window: ReactionWindow | null;
  readonly offer: Offer<T> | null;
  /** The game's outcome, computed once per accepted action; `null` while the game goes on. */
  readonly outcome: Outcome | null;
  /** What `{ type: 'undo' }` would restore, and who may ask for it; absent or null: nothing. */
  readonly undo?: UndoPoint<G, T> | null;
}

/**
 * What an `undo` would restore: the state before `seat`'s last action. Kept on the state that
 * action led to and dropped by the next accepted action, so an undo is open only while nothing
 * else has happened since. `before` keeps its own `undo`, so a seat may take back several actions
 * of one turn, newest first.
 */
export interface UndoPoint<G, T> {
  readonly seat: Seat;
  readonly before: MatchState<G, T>;
}

export interface Transition<G, T> {
  readonly state: MatchState<G, T>;
  readonly events: readonly GameEvent[];
}
