import {
  replayFrom,
  setupMatch,
  type AnyGame,
  type GameEvent,
  type LogEntry,
  type MatchRecord,
  type StateOf,
} from '@cutthroat/engine';
import { verifyExport as verifyWithGames, type Expected, type Verdict } from '@cutthroat/protocol';
import { WEB_CATALOG } from '@cutthroat/catalog/web';

export { parseExport, recordOfExport as recordOf, type ExportedMatch, type Verdict } from '@cutthroat/protocol';

export interface Replayed {
  /** states[i] is the match after i moves; states[0] is the setup. */
  readonly states: readonly StateOf<AnyGame>[];
  /** events[i] are what move i (0-based) made happen. */
  readonly events: readonly (readonly GameEvent[])[];
  /** The first move the rules refused, if any. */
  readonly failure: { readonly index: number; readonly code: string; readonly message: string } | null;
}

/** Replay a log with the game's own rules, keeping every intermediate state (for the replay viewer). */
export function replaySteps(game: AnyGame, record: MatchRecord, log: readonly LogEntry[]): Replayed {
  const start = setupMatch(game, record);
  if (!start.ok) return { states: [], events: [], failure: { index: -1, ...start.error } };
  const states: StateOf<AnyGame>[] = [start.value];
  const events: GameEvent[][] = [];
  const r = replayFrom(game, start.value, log, (step) => {
    states.push(step.state);
    events.push([...step.events]);
  });
  return { states, events, failure: r.ok ? null : { index: r.error.index, ...r.error.error } };
}

/**
 * What `cutthroat verify` checks, with the same code (`@cutthroat/protocol`), in the browser: the
 * revealed secret hashes to the commitment published when the match was created, and the log
 * replays from the secret's seed, every shuffle included, to the same outcome as the export (and
 * as the server announced, when given).
 */
export function verifyExport(raw: unknown, expected: Expected = {}): Verdict {
  return verifyWithGames(raw, (name) => WEB_CATALOG.get(name)?.rules, expected);
}
