import type { ZodType } from 'zod';
import type { Result } from './result.js';
import type { Rng } from './rng.js';
import type { Seat } from './seat.js';
import type { ReactionWindow, WindowSpec } from './window.js';
import type { GameEvent } from './event.js';
import type { OfferRules } from './offer.js';
import type { ActionList } from './legal.js';

export type { GameEvent } from './event.js';

/** What a rule returns when it accepts an action: the new game state and what happened. */
export interface Step<G> {
  readonly G: G;
  readonly events: readonly GameEvent[];
  /** A reaction window to open now. */
  readonly window?: WindowSpec | null;
}

export interface Standing {
  readonly seat: Seat;
  /** 1 for the winner(s); tied seats share a rank. */
  readonly rank: number;
  readonly score: number;
}

export interface Outcome {
  readonly ranking: readonly Standing[];
}

/**
 * A game is a plain object of pure functions. `G` is the game-owned state; whose window is open and
 * which trade offer is pending are engine-owned and live beside it in the match state.
 */
export interface Game<G, A extends { readonly type: string }, V, O, F = unknown, T = unknown> {
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Options, with every default filled in by the schema. */
  readonly options: ZodType<O>;
  /** The game's own actions, for untrusted input. */
  readonly action: ZodType<A>;
  /** A scenario's `setup`: what a test fixture may fix (deck order, hands, first player...). */
  readonly fixture: ZodType<F>;
  setup(players: number, options: O, rng: Rng, fixture: F | undefined): Result<G>;
  /** Who may take a game action now, when no window or offer is open. */
  actors(G: G): readonly Seat[];
  /**
   * The game actions `seat` may take; inside a window, only the window's allowed types. An array,
   * or an `ActionSpace` when they are many (amounts of money), so that none is built unread.
   */
  legalActions(G: G, seat: Seat, window: ReactionWindow | null): ActionList<A>;
  apply(G: G, seat: Seat, action: A, rng: Rng, window: ReactionWindow | null): Result<Step<G>>;
  /** Called once every responder of a window has answered. */
  windowClosed(G: G, window: ReactionWindow, rng: Rng): Step<G>;
  readonly offers?: OfferRules<G, T>;
  /**
   * The game action that ends a turn (`end-turn`), if it has one: a `pass` on one's own turn, with
   * no window open to pass on, is refused with a sentence that names it, since that is what a
   * player who passes there means.
   */
  readonly endTurnAction?: string;
  /**
   * Free actions: what any seat may do while the turn goes on, whoever's turn it is (Dog Eat Dog's
   * bribes, sales at another's rolled price, Geneva transfers). Optional: a game without it has none.
   */
  readonly free?: FreeActions<G, A>;
  /**
   * Whether `seat` may take back `action`, just applied on its turn (`before` to `after`, with
   * `events`): only if it revealed nothing. The engine asks only when the action rolled nothing,
   * opened no window or offer and left it `seat`'s turn (`undo.ts`). Without it nothing is undoable.
   */
  undoable?(before: G, seat: Seat, action: A, after: G, events: readonly GameEvent[]): boolean;
  /**
   * What `seat` (or a spectator, `null`) may know is `publicView` and `privateView` together, and
   * that is the only way state leaves the game. The public part is the same for every seat and
   * spectator, so a server works it out (and serialises it) once per state, however many watch.
   */
  publicView(G: G): Partial<V>;
  /** What only `seat` may know (a spectator gets these keys with nothing secret in them). No key of `publicView`'s. */
  privateView(G: G, seat: Seat | null): Partial<V>;
  /**
   * Both parts in one object, the same keys in the same order as `{ ...publicView, ...privateView }`:
   * for a game whose bots read a view at every decision, a literal written field by field is built
   * several times faster than that merge of two large objects. Optional; the merge otherwise.
   */
  view?(G: G, seat: Seat | null): V;
  outcome(G: G): Outcome | null;
}

/**
 * Actions open to every seat while no window or offer is open. The match does not wait for them:
 * a seat that may only take free actions is not an actor, so no clock runs for it and no deadline
 * is needed. `apply` receives them like any other action and must refuse one `seat` may not take.
 */
export interface FreeActions<G, A extends { readonly type: string }> {
  /** The action types that are free: the only ones a seat that is not an actor may submit. */
  readonly types: readonly A['type'][];
  /** The free actions `seat` may take now, actor or not (`legalActions` does not repeat them). */
  actions(G: G, seat: Seat): ActionList<A>;
  /**
   * Free action types that change nothing another seat decides on (Dog Eat Dog's Geneva transfer
   * moves one's own money between one's own accounts). Another seat's action made on the state
   * before one of these is judged on the state after it, not refused as stale (`asideOf`): a seat
   * taking them as fast as it can must not make everyone else's answers arrive too late.
   */
  readonly aside?: readonly A['type'][];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any, any, any>;
