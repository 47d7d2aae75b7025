import { seatNote, type SeatNote } from './seat-notes.js';
import type { GameEvent, MatchView, Outcome } from '@cutthroat/engine';
import {
  CHAT_LOG_LINES,
  HISTORY_ENTRIES,
  type ChatLine,
  type DeadlineInfo,
  type Reserves,
  type SeatInfo,
  type ServerMessage,
} from '@cutthroat/protocol';
import type { ConnectionInfo } from '../net/socket.js';

/** One accepted move as the log shows it: who made it and what happened, in public events. */
export interface LogEntry {
  readonly seq: number;
  readonly actor: number;
  readonly events: readonly GameEvent[];
}

export interface Refusal {
  readonly code: string;
  readonly message: string;
  /** The action refused, when it was ours. */
  readonly action: unknown;
}

/**
 * Everything the match screen shows, folded from the server's messages. The UI never computes
 * game state of its own: the view and the legal actions are whatever the server last sent.
 */
export interface MatchModel {
  readonly matchId: string;
  readonly connection: ConnectionInfo;
  readonly game: string | null;
  /** Our seat; null for a spectator (or before the welcome). */
  readonly seat: number | null;
  readonly commitment: string | null;
  /** -1 before the first snapshot. */
  readonly seq: number;
  readonly view: MatchView<unknown, unknown> | null;
  readonly legal: readonly unknown[];
  readonly seats: readonly SeatInfo[];
  readonly deadline: DeadlineInfo | null;
  /**
   * How far the server's clock is ahead of the browser's (ms; 0 until known): the deadline's
   * `dueAt` is on the server's clock, so countdowns add this to the browser's.
   */
  readonly serverAheadMs: number;
  /** Each seat's clock reserve (real-time clocks with a reserve); null otherwise. */
  readonly reserves: Reserves | null;
  readonly log: readonly LogEntry[];
  /** True when the log misses moves (it starts after a reload, or a resync skipped some). */
  readonly logGap: boolean;
  /** Who left or took a seat during play, heard since the page opened (`seat-notes.ts`). */
  readonly seatNotes: readonly SeatNote[];
  readonly chat: readonly ChatLine[];
  /** Our action waiting for its ack or refusal. */
  readonly pending: { readonly id: string; readonly action: unknown } | null;
  readonly refusal: Refusal | null;
  /** A protocol error not tied to one action (rate limit, bad token...). */
  readonly error: { readonly code: string; readonly message: string } | null;
  readonly end: { readonly outcome: Outcome; readonly secret: string } | null;
}

/** As many moves as the server's `history` holds. */
export const MAX_LOG = HISTORY_ENTRIES;
/** As many lines as the server sends on connecting: the panel shows what a newcomer would see. */
export const MAX_CHAT = CHAT_LOG_LINES;

export function initialModel(matchId: string): MatchModel {
  return {
    matchId,
    connection: { state: 'connecting', attempt: 0, retryAt: null, reason: null },
    game: null,
    seat: null,
    commitment: null,
    seq: -1,
    view: null,
    legal: [],
    seats: [],
    deadline: null,
    serverAheadMs: 0,
    reserves: null,
    log: [],
    logGap: false,
    seatNotes: [],
    chat: [],
    pending: null,
    refusal: null,
    error: null,
    end: null,
  };
}

const keepLast = <T>(items: readonly T[], max: number): readonly T[] =>
  items.length > max ? items.slice(items.length - max) : items;

/**
 * Lines we have, and lines heard now: after a reconnection the chat log repeats what we heard
 * before the drop, and a line said while we connected can come both live and in the log.
 */
function mergeChat(had: readonly ChatLine[], heard: readonly ChatLine[]): readonly ChatLine[] {
  const known = new Set(had.map((l) => l.id));
  const added: ChatLine[] = [];
  for (const l of heard) {
    if (known.has(l.id)) continue;
    known.add(l.id);
    added.push(l);
  }
  if (added.length === 0) return had;
  // Stable: lines of the same millisecond keep the order the server gave them.
  const all = [...had, ...added].sort((a, b) => a.at - b.at);
  return keepLast(all, MAX_CHAT);
}

/**
 * The log with the moves of a `history` in it, in seq order, each once: the history repeats the
 * moves heard live since the snapshot, and the log may hold moves heard before a reconnection.
 */
function mergeLog(had: readonly LogEntry[], heard: readonly LogEntry[]): readonly LogEntry[] {
  const bySeq = new Map<number, LogEntry>();
  for (const e of had) bySeq.set(e.seq, e);
  for (const e of heard) if (!bySeq.has(e.seq)) bySeq.set(e.seq, e);
  return keepLast(
    [...bySeq.values()].sort((a, b) => a.seq - b.seq),
    MAX_LOG,
  );
}

/** Whether moves up to `seq` are missing from the log: a hole in it, or a start after the first move. */
function missesMoves(log: readonly LogEntry[], seq: number): boolean {
  if (log.length === 0) return seq > 0;
  if (log[0]!.seq > 1 && log.length < MAX_LOG) return true;
  for (let i = 1; i < log.length; i++) if (log[i]!.seq !== log[i - 1]!.seq + 1) return true;
  return log[log.length - 1]!.seq < seq;
}

/** Fold one server message into the model. Pure: the same messages always give the same model. */
export function fold(m: MatchModel, msg: ServerMessage): MatchModel {
  switch (msg.type) {
    case 'welcome':
      return { ...m, game: msg.game, seat: msg.seat, commitment: msg.commitment, error: null };
    case 'snapshot': {
      // After a reload or a resync the moves in between are not known: say so in the log.
      const gap = m.seq >= 0 ? msg.seq > m.seq : msg.seq > 0 && m.log.length === 0;
      return {
        ...m,
        seq: msg.seq,
        view: msg.view as MatchView<unknown, unknown> | null,
        legal: msg.legal,
        seats: msg.seats,
        deadline: msg.deadline,
        reserves: msg.reserves ?? null,
        logGap: m.logGap || gap,
        // A snapshot after a reconnection settles whatever we sent before the drop.
        pending: null,
      };
    }
    case 'event': {
      if (msg.seq <= m.seq) return m;
      const mine = m.seat !== null && msg.actor === m.seat;
      return {
        ...m,
        seq: msg.seq,
        view: msg.view as MatchView<unknown, unknown>,
        legal: msg.legal,
        deadline: msg.deadline,
        reserves: msg.reserves ?? null,
        log: keepLast([...m.log, { seq: msg.seq, actor: msg.actor, events: msg.events as GameEvent[] }], MAX_LOG),
        // Our own accepted move makes an earlier refusal old news.
        refusal: mine ? null : m.refusal,
        // The event for our own action carries its acknowledgement.
        pending: msg.ack !== undefined && m.pending?.id === msg.ack ? null : m.pending,
      };
    }
    case 'ack':
      return m.pending?.id === msg.id ? { ...m, pending: null } : m;
    case 'refused':
      return {
        ...m,
        pending: m.pending?.id === msg.id ? null : m.pending,
        refusal: {
          code: msg.code,
          message: msg.message,
          action: m.pending?.id === msg.id ? m.pending.action : null,
        },
      };
    case 'chat':
      return {
        ...m,
        chat: mergeChat(m.chat, [{ id: msg.id, seat: msg.seat, name: msg.name, text: msg.text, at: msg.at }]),
      };
    case 'history': {
      const log = mergeLog(
        m.log,
        msg.entries.map((e) => ({ seq: e.seq, actor: e.actor, events: e.events as GameEvent[] })),
      );
      return { ...m, log, logGap: missesMoves(log, m.seq) };
    }
    case 'chat-log':
      return { ...m, chat: mergeChat(m.chat, msg.lines) };
    case 'seats':
      return { ...m, seats: msg.seats };
    case 'seat-change': {
      // Heard again with what a reconnection missed: the log keeps one line of each.
      const note = seatNote(msg);
      if (m.seatNotes.some((n) => n.seq === note.seq && n.text === note.text)) return m;
      return { ...m, seatNotes: [...m.seatNotes, note] };
    }
    case 'end':
      return { ...m, end: { outcome: msg.outcome as Outcome, secret: msg.secret } };
    case 'error':
      return { ...m, error: { code: msg.code, message: msg.message } };
    case 'pong':
      return m;
    default: {
      // Every type of this build is handled above (the compiler checks it); a newer server's
      // additions to the protocol reach an older page as types it can skip.
      const unknown: never = msg;
      void unknown;
      return m;
    }
  }
}

/** We sent an action; it stays pending until its ack or refusal. */
export function sent(m: MatchModel, id: string, action: unknown): MatchModel {
  return { ...m, pending: { id, action }, refusal: null };
}

/** An action that could not even be sent (no connection). */
export function notSent(m: MatchModel, action: unknown): MatchModel {
  return {
    ...m,
    refusal: { code: 'net/not-connected', message: 'not connected to the server', action },
  };
}

export function connected(m: MatchModel, connection: ConnectionInfo): MatchModel {
  return { ...m, connection };
}

export function serverClock(m: MatchModel, serverAheadMs: number): MatchModel {
  return m.serverAheadMs === serverAheadMs ? m : { ...m, serverAheadMs };
}

export function dismissRefusal(m: MatchModel): MatchModel {
  return { ...m, refusal: null, error: null };
}

/** May we act now? Legal actions listed, nothing in flight, the match not over. */
export function canAct(m: MatchModel): boolean {
  return m.legal.length > 0 && m.pending === null && m.end === null && m.connection.state === 'open';
}

/**
 * The match waits for us: we may act and are among its actors. A seat that may only take free
 * actions (out of turn, never waited for) may act but is not awaited.
 */
export function isAwaited(m: MatchModel): boolean {
  return canAct(m) && (m.view === null || (m.seat !== null && m.view.actors.includes(m.seat)));
}

/** The match waits for players while any seat is still open. */
export function isWaiting(m: MatchModel): boolean {
  return m.seats.some((s) => s.kind === 'open');
}
