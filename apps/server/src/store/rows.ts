/**
 * Rows as the drivers return them, and their conversion to the store's records. Both drivers go
 * through here: SQLite returns BIGINT and COUNT as numbers, `pg` as strings (they may exceed 2^53
 * in general; millisecond timestamps and counts do not), so every integer goes through `Number`.
 */
import type {
  ChatRow,
  SeatChangeRow,
  Deadline,
  LogRow,
  MatchRecordRow,
  MatchStatus,
  MatchSummary,
  Player,
  PlayerMatchSummary,
  SeatKind,
  SeatRecord,
} from './store.js';

type Int = number | string;

export interface PlayerRow {
  readonly id: string;
  readonly name: string;
  readonly token_hash: string;
  readonly created_at: Int;
}

export interface SeatRow {
  readonly seat: Int;
  readonly kind: SeatKind;
  readonly bot: string | null;
  readonly player_id: string | null;
  readonly name: string | null;
  readonly token_hash: string | null;
  readonly seed: string | null;
  readonly handed_from?: string | null;
}

/** A match joined with one of its seats (all seat columns null for a match without seats). */
export interface MatchSeatRow extends Omit<SeatRow, 'seat' | 'kind'> {
  readonly id: string;
  readonly game: string;
  readonly players: Int;
  readonly options: string;
  readonly secret: string;
  readonly commitment: string;
  readonly clock: string;
  readonly status: MatchStatus;
  readonly created_by: string | null;
  readonly created_at: Int;
  readonly fixture: string | null;
  readonly started_at: Int | null;
  readonly listed: Int;
  readonly hot_seat: Int;
  readonly bot_pace_ms: Int;
  readonly created_from: string | null;
  readonly seat: Int | null;
  readonly kind: SeatKind | null;
}

export interface SummaryRow {
  readonly id: string;
  readonly game: string;
  readonly players: Int;
  readonly status: MatchStatus;
  readonly created_at: Int;
  readonly open_seats: Int;
}

/** A summary with the player's seat and the match's pending deadline, if any. */
export interface PlayerSummaryRow extends SummaryRow {
  readonly seat: Int;
  readonly due_at: Int | null;
  readonly what: string | null;
  readonly to_act: string | null;
}

export interface LogEntryRow {
  readonly match_id: string;
  readonly seq: Int;
  readonly actor: Int;
  readonly action: string;
  readonly at: Int;
}

export interface ChatEntryRow {
  readonly id: string;
  readonly match_id: string;
  readonly seat: Int | null;
  readonly name: string;
  readonly text: string;
  readonly at: Int;
}

export interface DeadlineRow {
  readonly match_id: string;
  readonly seq: Int;
  readonly due_at: Int;
  readonly what: string;
}

/**
 * JSON text for a JSON column. `undefined` (or a function) has no JSON text; storing it as null would
 * not give the same value back, so it is refused.
 */
export function encodeJson(value: unknown, what: string): string {
  const text = JSON.stringify(value) as string | undefined;
  if (text === undefined) throw new TypeError(`${what} is not a JSON value`);
  return text;
}

export const decodeJson = (text: string): unknown => JSON.parse(text);

export const toPlayer = (row: PlayerRow): Player => ({
  id: row.id,
  name: row.name,
  tokenHash: row.token_hash,
  createdAt: Number(row.created_at),
});

export const toSeat = (row: SeatRow): SeatRecord => ({
  seat: Number(row.seat),
  kind: row.kind,
  bot: row.bot,
  playerId: row.player_id,
  name: row.name,
  tokenHash: row.token_hash,
  seed: row.seed,
  ...(row.handed_from ? { handedFrom: row.handed_from } : {}),
});

/** The rows of one match (ordered by seat), or null when there are none. */
export function toMatch(rows: readonly MatchSeatRow[]): MatchRecordRow | null {
  const first = rows[0];
  if (!first) return null;
  const seats: SeatRecord[] = [];
  for (const row of rows) {
    if (row.seat !== null && row.kind !== null) seats.push(toSeat({ ...row, seat: row.seat, kind: row.kind }));
  }
  return {
    id: first.id,
    game: first.game,
    players: Number(first.players),
    options: decodeJson(first.options),
    secret: first.secret,
    commitment: first.commitment,
    clock: decodeJson(first.clock),
    status: first.status,
    createdBy: first.created_by,
    createdAt: Number(first.created_at),
    fixture: first.fixture === null ? null : decodeJson(first.fixture),
    startedAt: first.started_at === null ? null : Number(first.started_at),
    listed: Number(first.listed) === 1,
    hotSeat: Number(first.hot_seat) === 1,
    botPaceMs: Number(first.bot_pace_ms),
    ...(first.created_from !== null ? { createdFrom: first.created_from } : {}),
    seats,
  };
}

export const toSummary = (row: SummaryRow): MatchSummary => ({
  id: row.id,
  game: row.game,
  players: Number(row.players),
  status: row.status,
  createdAt: Number(row.created_at),
  openSeats: Number(row.open_seats),
});

/** Seats as the `to_act` columns keep them: "1,2,3", and "" for nobody (NULL: not recorded). */
const encodeSeats = (seats: readonly number[] | undefined): string | null =>
  seats === undefined ? null : seats.join(',');
const decodeSeats = (text: string): number[] => (text === '' ? [] : text.split(',').map(Number));

/**
 * Who is to act, from a deadline's `what`: a turn's seat, or a window's answering seats (a window
 * deadline written before they were recorded gives none).
 */
function toActOf(what: unknown): number[] {
  if (typeof what !== 'object' || what === null) return [];
  const w = what as { kind?: unknown; seat?: unknown; seats?: unknown };
  if (w.kind === 'turn' && typeof w.seat === 'number') return [w.seat];
  if (Array.isArray(w.seats)) return w.seats.filter((s): s is number => typeof s === 'number');
  return [];
}

/**
 * Who is to act comes from the log (as the last action left the match, or its start); a row
 * written before that was recorded falls back on the deadline's record of it. When is the deadline,
 * if the match has a clock. A match that waits for nobody, by no time, has no `toAct`.
 */
export function toPlayerSummary(row: PlayerSummaryRow): PlayerMatchSummary {
  const seats = row.to_act !== null ? decodeSeats(row.to_act) : row.what !== null ? toActOf(decodeJson(row.what)) : [];
  const dueAt = row.due_at === null ? null : Number(row.due_at);
  return {
    ...toSummary(row),
    seat: Number(row.seat),
    toAct: seats.length === 0 && dueAt === null ? null : { seats, dueAt },
  };
}

export const toLogRow = (row: LogEntryRow): LogRow => ({
  matchId: row.match_id,
  seq: Number(row.seq),
  actor: Number(row.actor),
  action: decodeJson(row.action),
  at: Number(row.at),
});

export const toDeadline = (row: DeadlineRow): Deadline => ({
  matchId: row.match_id,
  seq: Number(row.seq),
  dueAt: Number(row.due_at),
  what: decodeJson(row.what),
});

export interface SeatChangeEntryRow {
  readonly match_id: string;
  readonly seq: Int;
  readonly change: string;
}

export const toSeatChange = (row: SeatChangeEntryRow): SeatChangeRow => ({
  matchId: row.match_id,
  seq: Number(row.seq),
  change: decodeJson(row.change),
});

export const toChat = (row: ChatEntryRow): ChatRow => ({
  id: row.id,
  matchId: row.match_id,
  seat: row.seat === null ? null : Number(row.seat),
  name: row.name,
  text: row.text,
  at: Number(row.at),
});

/** Parameters, in the order of the corresponding statements in `queries.ts`. */
export const params = {
  player: (p: Player) => [p.id, p.name, p.tokenHash, p.createdAt],
  match: (m: MatchRecordRow) => [
    m.id,
    m.game,
    m.players,
    encodeJson(m.options, 'match options'),
    m.secret,
    m.commitment,
    encodeJson(m.clock, 'match clock'),
    m.status,
    m.createdBy,
    m.createdAt,
    m.fixture === null ? null : encodeJson(m.fixture, 'match fixture'),
    m.startedAt,
    m.listed ? 1 : 0,
    m.hotSeat ? 1 : 0,
    m.createdFrom ?? null,
    m.botPaceMs ?? 0,
  ],
  /** `shared`: the match is for hot-seat play, so one person may hold this seat and others. */
  seat: (matchId: string, s: SeatRecord, shared: boolean) => [
    matchId,
    s.seat,
    s.kind,
    s.bot,
    s.playerId,
    s.name,
    s.tokenHash,
    s.seed ?? null,
    shared ? 1 : 0,
  ],
  logRow: (r: LogRow) => [r.matchId, r.seq, r.actor, encodeJson(r.action, 'log action'), r.at, encodeSeats(r.toAct)],
  toAct: encodeSeats,
  deadline: (d: Deadline) => [d.matchId, d.seq, d.dueAt, encodeJson(d.what, 'deadline payload')],
  chat: (c: ChatRow) => [c.id, c.matchId, c.seat, c.name, c.text, c.at],
  seatChange: (c: SeatChangeRow) => [c.matchId, c.seq, encodeJson(c.change, 'seat change')],
} as const;
