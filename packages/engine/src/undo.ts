import { ENGINE_ACTION_TYPES, type Action } from './action.js';
import { EngineError } from './errors.js';
import type { AnyGame, GameEvent } from './game.js';
import type { MatchState, Transition, UndoPoint } from './state.js';
import { err, ok, type Result } from './result.js';
import { SYSTEM, type Actor, type Seat } from './seat.js';

export type { UndoPoint } from './state.js';

/**
 * The undo point an accepted action leaves, or null. The engine's part of the judgement: a seat's
 * own action on its turn (no window or offer before or after), which drew no random number and
 * leaves it that seat's turn (the caller has checked that the game goes on). The game's `undoable`
 * says the rest: that it revealed nothing. Engine actions (a proposal, a pass) are never undoable.
 */
export function undoPointOf<G, T>(
  game: AnyGame,
  before: MatchState<G, T>,
  actor: Actor,
  action: Action<{ type: string }, T>,
  after: { G: G; window: unknown; offer: unknown; events: readonly GameEvent[] },
  rolled: boolean,
): UndoPoint<G, T> | null {
  if (!game.undoable || actor === SYSTEM || rolled) return null;
  if (before.window || before.offer || after.window || after.offer) return null;
  if (isEngineType(action.type)) return null;
  if (!game.actors(before.G).includes(actor) || !game.actors(after.G).includes(actor)) return null;
  return game.undoable(before.G, actor, action, after.G, after.events) ? { seat: actor, before } : null;
}

const ENGINE_TYPES = new Set<string>(ENGINE_ACTION_TYPES);

function isEngineType(type: string): boolean {
  return ENGINE_TYPES.has(type);
}

/** The seat that may undo now (`{ type: 'undo' }`), or null. */
export function undoSeatOf<G, T>(state: MatchState<G, T>): Seat | null {
  return state.undo?.seat ?? null;
}

/**
 * `undo` by `actor`: the state before its last action comes back, with `seq` still counting up, so
 * the log keeps both the action and its undo and a replay of the log arrives at the same state.
 */
export function applyUndo<G, T>(state: MatchState<G, T>, actor: Actor): Result<Transition<G, T>> {
  const point = state.undo;
  if (!point || point.seat !== actor) {
    return err(
      EngineError.UndoNotAllowed,
      point
        ? `only seat ${point.seat} may take back the last action`
        : 'there is nothing to undo: the last action revealed or rolled something, ended a turn or was not yours',
    );
  }
  const events: GameEvent[] = [{ type: 'undone', seat: actor }];
  return ok({ state: { ...point.before, seq: state.seq + 1 }, events });
}
