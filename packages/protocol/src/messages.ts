import { z } from 'zod';
import { MatchId as matchId, PlayerName } from './lobby.js';
import { readableText } from './text.js';

/**
 * The live protocol, version 1: one WebSocket per seat (or spectator), JSON messages validated
 * with these schemas on both ends. Game actions stay `unknown` here: the game's own schema parses
 * them on the server, once.
 */
export const PROTOCOL_VERSION = 1;

/** Largest message a client may send, in bytes; the socket refuses anything bigger. */
export const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;

const v = z.literal(PROTOCOL_VERSION);

export const ClientMessage = z.discriminatedUnion('type', [
  /**
   * First message: which match, and as whom. No token: a spectator, who may give a `name` to chat
   * under among the spectators (else "spectator"); a seat speaks under the name it was taken with.
   */
  z.strictObject({
    v,
    type: z.literal('hello'),
    matchId,
    token: z.string().min(16).max(128).optional(),
    name: PlayerName.optional(),
  }),
  /** An action, named by a client id for the answer, made on the state the client saw at `seq`. */
  z.strictObject({
    v,
    type: z.literal('action'),
    id: z.string().min(1).max(64),
    seq: z.int().min(0),
    action: z.unknown(),
  }),
  /** Ask for a fresh snapshot (after a gap in the event sequence). */
  z.strictObject({ v, type: z.literal('resync') }),
  /** A line of 1 to 500 characters, normalised and checked as names are, invisible characters too (`readableText`). */
  z.strictObject({ v, type: z.literal('chat'), text: readableText(1, 500) }),
  z.strictObject({ v, type: z.literal('ping'), t: z.number() }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

export interface SeatInfo {
  readonly seat: number;
  readonly kind: 'open' | 'human' | 'bot';
  readonly name: string | null;
  readonly bot: string | null;
  readonly connected: boolean;
}

/** Who holds a seat, as a `seat-change` tells it. */
export type SeatHolder = Pick<SeatInfo, 'kind' | 'name' | 'bot'>;

export interface DeadlineInfo {
  /** Milliseconds since the epoch. */
  readonly dueAt: number;
  readonly kind: 'window' | 'turn';
}

/**
 * Real-time clocks only: each seat's reserve left, in ms, as it stood when the turn being played
 * began (the running turn's deadline already counts its seat's reserve). Absent without a reserve.
 */
export type Reserves = readonly number[];

/**
 * A line of a match's chat, by a seat or a spectator (seat null). `id` names it: a line heard live
 * and again in the `chat-log` a viewer gets on connecting is one line.
 */
export interface ChatLine {
  readonly id: string;
  readonly seat: number | null;
  readonly name: string;
  readonly text: string;
  /** Milliseconds since the epoch. */
  readonly at: number;
}

/** One move as everyone heard it: who made it, and its public events; the state it led to is `seq`. */
export interface HistoryEntry {
  readonly seq: number;
  readonly actor: number;
  readonly events: readonly unknown[];
}

/** How many of a match's last moves a viewer gets in its `history` after its hello (and a resync). */
export const HISTORY_ENTRIES = 1000;

/** How many of a match's last chat lines a viewer gets after its hello (and after a resync). */
export const CHAT_LOG_LINES = 200;

export type ServerMessage =
  | {
      readonly type: 'welcome';
      readonly v: typeof PROTOCOL_VERSION;
      readonly matchId: string;
      readonly game: string;
      /** The viewer's seat; null for a spectator. */
      readonly seat: number | null;
      /** SHA-256 of the match secret, published at creation. */
      readonly commitment: string;
      /**
       * The server's clock as it sent this (ms since the epoch), which deadlines' `dueAt` are on:
       * a client whose own clock is off counts down by the server's (a `pong` refines it).
       */
      readonly now: number;
    }
  | {
      /** Everything the viewer needs, at `seq`: after hello, after resync, and on request. */
      readonly type: 'snapshot';
      readonly seq: number;
      /** Null while the match waits for players: nothing is dealt before the start. */
      readonly view: unknown;
      readonly legal: readonly unknown[];
      readonly seats: readonly SeatInfo[];
      readonly deadline: DeadlineInfo | null;
      readonly reserves?: Reserves;
    }
  | {
      /** What happened between `seq - 1` and `seq`, and where it left the viewer. */
      readonly type: 'event';
      readonly seq: number;
      readonly actor: number;
      readonly events: readonly unknown[];
      readonly view: unknown;
      readonly legal: readonly unknown[];
      readonly deadline: DeadlineInfo | null;
      readonly reserves?: Reserves;
      /**
       * On the event sent to the socket whose action this was: that action's `id`. It is the
       * action's acknowledgement; no separate `ack` follows.
       */
      readonly ack?: string;
    }
  /** An action accepted at `seq` without an event to its socket carrying the acknowledgement. */
  | { readonly type: 'ack'; readonly id: string; readonly seq: number }
  | { readonly type: 'refused'; readonly id: string; readonly code: string; readonly message: string }
  | ({ readonly type: 'chat' } & ChatLine)
  /** The public events of the match's last moves, oldest first: what this viewer missed. */
  | { readonly type: 'history'; readonly entries: readonly HistoryEntry[] }
  /** The match's last chat lines, oldest first: everything said before this viewer connected. */
  | { readonly type: 'chat-log'; readonly lines: readonly ChatLine[] }
  | { readonly type: 'seats'; readonly seats: readonly SeatInfo[] }
  /**
   * A seat changed hands while the match is played, after the move `seq`: a person left it (to a
   * bot, or open), or a person or a bot sat down. Every viewer hears it (the log tells it); one
   * who connects later hears every one kept, after the `chat-log`, so a page may hear one twice
   * (it keeps one).
   */
  | {
      readonly type: 'seat-change';
      readonly seq: number;
      readonly seat: number;
      readonly was: SeatHolder;
      readonly now: SeatHolder;
    }
  /** The answer to `ping {t}`: its `t` back, and the server's clock as it answered (see `welcome`). */
  | { readonly type: 'pong'; readonly t: number; readonly now: number }
  /** The match is over: the ranking, and the secret whose hash was published at the start. */
  | { readonly type: 'end'; readonly outcome: unknown; readonly secret: string }
  | { readonly type: 'error'; readonly code: string; readonly message: string };

/** Protocol-level refusals; rule refusals carry the rules' own codes. */
export const ProtocolError = {
  Malformed: 'protocol/malformed',
  TooLarge: 'protocol/too-large',
  RateLimited: 'protocol/rate-limited',
  ChatTooFast: 'protocol/chat-too-fast',
  HelloFirst: 'protocol/hello-first',
  UnknownMatch: 'protocol/unknown-match',
  BadToken: 'protocol/bad-token',
  Spectator: 'protocol/spectators-cannot-act',
  /** The seat this socket spoke for is no longer its player's (handed to a bot, given back); it closes. */
  SeatLost: 'protocol/seat-lost',
  /**
   * The token this socket said hello with was replaced by its player (`POST /api/me/token`): it
   * speaks for nobody now, and the socket closes.
   */
  TokenReplaced: 'protocol/token-replaced',
  /** The client's address holds as many sockets open as the server allows; this one closes. */
  TooManySockets: 'protocol/too-many-sockets',
  /**
   * The client's address opened sockets faster than the server allows: the upgrade is refused
   * before the handshake, a 429 with `Retry-After` and this code in its JSON body.
   */
  ConnectingTooFast: 'protocol/connecting-too-fast',
  Stale: 'action/stale',
  /**
   * The server failed on that message (its store gone for a moment, say). For an action, whether
   * it was taken before the failure, the next state says.
   */
  Internal: 'server/internal',
} as const;
