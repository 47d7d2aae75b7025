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

export interface ReplayFailure {
  /** The entry the rules refused, by its place in the log; -1: the record does not set up. */
  readonly index: number;
  readonly error: { readonly code: string; readonly message: string };
}

/** One entry of a log as it replayed: the state it left the match in, and the events it made. */
export interface ReplayStep<Gm extends AnyGame, E extends LogEntry = LogEntry> {
  readonly index: number;
  readonly entry: E;
  /** The entry's action as the game's schema read it. */
  readonly action: ActionOf<Gm>;
  readonly state: StateOf<Gm>;
  readonly events: readonly GameEvent[];
}

/**
 * Fold log entries over `state`: each action read with the game's schema and judged by its rules,
 * as it was when it went in, and `onStep` told of each state reached, in order. Fails at the first
 * entry refused, with its index and the rules' error; the steps before it were told.
 */
export function replayFrom<Gm extends AnyGame, E extends LogEntry = LogEntry>(
  game: Gm,
  state: StateOf<Gm>,
  log: readonly E[],
  onStep?: (step: ReplayStep<Gm, E>) => void,
): Result<StateOf<Gm>, ReplayFailure> {
  for (let index = 0; index < log.length; index++) {
    const entry = log[index]!;
    const parsed = parseAction(game, entry.action);
    if (!parsed.ok) return { ok: false, error: { index, error: parsed.error } };
    const next = applyAction(game, state, entry.actor, parsed.value);
    if (!next.ok) return { ok: false, error: { index, error: next.error } };
    state = next.value.state as StateOf<Gm>;
    onStep?.({ index, entry, action: parsed.value, state, events: next.value.events });
  }
  return ok(state);
}

/** Fold a log over its record's setup. Fails at the first entry the rules refuse. */
export function replay<Gm extends AnyGame>(
  game: Gm,
  record: MatchRecord,
  log: readonly LogEntry[],
): Result<StateOf<Gm>, ReplayFailure> {
  const start = setupMatch(game, record);
  if (!start.ok) return { ok: false, error: { index: -1, error: start.error } };
  return replayFrom(game, start.value, log);
}
