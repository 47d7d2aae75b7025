import { recordOf } from '../seat-seeds.js';
import { replayFrom, setupMatch, type AnyGame, type StateOf } from '@cutthroat/engine';
import { HISTORY_ENTRIES, type HistoryEntry } from '@cutthroat/protocol';
import type { LogRow, MatchRecordRow } from '../store/store.js';

/** A match set up as its record says: the state its log starts from. */
export function setupOf(game: AnyGame, row: MatchRecordRow): StateOf<AnyGame> {
  const start = setupMatch(game, recordOf(row));
  if (!start.ok) throw new Error(`match ${row.id} cannot be set up: ${start.error.code}`);
  return start.value;
}

/**
 * What the match's copy holds as its table: the setup of its record once it has started; while
 * it waits, a table set up with neither its secret nor its seat seeds. A seat seed given while the
 * match waits may still change, so nothing its players will be dealt (hands, the first player, an
 * order, laws) is computed before the start, and nothing of this stand-in is shown: `snapshot`
 * sends no view while the match waits. A match that waits has no log to replay onto it.
 */
export function tableOf(game: AnyGame, row: MatchRecordRow): StateOf<AnyGame> {
  if (row.status !== 'waiting') return setupOf(game, row);
  const { seatSeeds: _unsealed, ...record } = recordOf(row);
  const start = setupMatch(game, { ...record, secret: WAITING_SECRET });
  if (!start.ok) throw new Error(`match ${row.id} cannot be set up: ${start.error.code}`);
  return start.value;
}

/** The stand-in secret of a waiting match's table: public, and never a match's own (those are random). */
const WAITING_SECRET = 'a match that waits for players is dealt nothing';

/**
 * The public events of the match's moves before `upTo`, replayed from its setup and its log: the
 * events every viewer heard, move by move. Throws if the log does not replay (a corrupt store).
 */
export function replayHistory(
  game: AnyGame,
  row: MatchRecordRow,
  log: readonly LogRow[],
  upTo: number,
): HistoryEntry[] {
  const history: HistoryEntry[] = [];
  const until = log.findIndex((entry) => entry.seq >= upTo);
  const moves = until < 0 ? log : log.slice(0, until);
  const r = replayFrom(game, setupOf(game, row), moves, ({ entry, state, events }) =>
    remember(history, { seq: state.seq, actor: entry.actor, events }),
  );
  if (!r.ok)
    throw new Error(`match ${row.id} does not replay at seq ${moves[r.error.index]!.seq}: ${r.error.error.code}`);
  return history;
}

/**
 * Add a move to a history. It keeps at least the last HISTORY_ENTRIES moves and fewer than twice
 * that, trimmed once it reaches the double, so that trimming costs nothing per move on average.
 */
export function remember(history: HistoryEntry[], entry: HistoryEntry): void {
  history.push(entry);
  if (history.length >= 2 * HISTORY_ENTRIES) history.splice(0, history.length - HISTORY_ENTRIES);
}

/** What a viewer is sent: the last HISTORY_ENTRIES moves. */
export const lastMoves = (history: readonly HistoryEntry[]): HistoryEntry[] => history.slice(-HISTORY_ENTRIES);
