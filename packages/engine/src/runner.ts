import type { AnyGame, GameEvent } from './game.js';
import {
  applyAction,
  parseAction,
  setupMatch,
  type ActionOf,
  type LogEntry,
  type MatchRecord,
  type StateOf,
} from './match.js';
import { ok, type Result } from './result.js';
import type { Actor } from './seat.js';

/**
 * A match in play: its record, its append-only log and its current state. The state objects are
 * immutable; this holder is the one thing that changes, and only by accepted actions.
 */
export class Match<Gm extends AnyGame> {
  private readonly entries: LogEntry[] = [];

  private constructor(
    readonly game: Gm,
    readonly record: MatchRecord,
    private current: StateOf<Gm>,
  ) {}

  static create<Gm extends AnyGame>(game: Gm, record: MatchRecord): Result<Match<Gm>> {
    const state = setupMatch(game, record);
    if (!state.ok) return state;
    return ok(new Match(game, record, state.value));
  }

  get state(): StateOf<Gm> {
    return this.current;
  }

  get log(): readonly LogEntry[] {
    return this.entries;
  }

  /** Apply a typed action; on success it is logged. */
  submit(actor: Actor, action: ActionOf<Gm>): Result<readonly GameEvent[]> {
    const next = applyAction(this.game, this.current, actor, action);
    if (!next.ok) return next;
    this.current = next.value.state as StateOf<Gm>;
    this.entries.push({ actor, action });
    return ok(next.value.events);
  }

  /** Parse untrusted input, then apply it. */
  submitRaw(actor: Actor, raw: unknown): Result<readonly GameEvent[]> {
    const action = parseAction(this.game, raw);
    if (!action.ok) return action;
    return this.submit(actor, action.value);
  }
}
