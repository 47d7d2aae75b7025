import { PROTOCOL_VERSION, ProtocolError, type ClientMessage, type ServerMessage } from '@cutthroat/protocol';
import { ServerClock } from './server-clock.js';
import { fairness } from './fairness.js';

export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface ConnectionInfo {
  readonly state: ConnectionState;
  /** Reconnection attempts since the last welcome. */
  readonly attempt: number;
  /** When the next attempt starts (ms since the epoch), while reconnecting. */
  readonly retryAt: number | null;
  /** Why the socket is closed for good, in the server's words (`closed` only). */
  readonly reason: { readonly code: string; readonly message: string } | null;
}

/** The part of the browser's WebSocket this layer uses, so tests can stand in for it. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number; reason: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface SocketOptions {
  readonly url: string;
  readonly matchId: string;
  /** A seat token or the player token of the seat's player; null to watch. */
  readonly token: string | null;
  /** Watching (no token): the name to chat under among the spectators; null for none. */
  readonly spectatorName?: string | null;
  readonly onMessage: (message: ServerMessage) => void;
  readonly onConnection: (info: ConnectionInfo) => void;
  /** How far the server's clock is ahead of this browser's (ms), each time it is known better. */
  readonly onServerClock?: (aheadMs: number) => void;
  readonly connect?: (url: string) => SocketLike;
  /** Milliseconds before reconnection attempt `n` (1, 2, ...). */
  readonly backoff?: (attempt: number) => number;
  readonly now?: () => number;
  readonly setTimer?: (f: () => void, ms: number) => unknown;
  readonly clearTimer?: (t: unknown) => void;
}

const OPEN = 1;
/** The server closes with 1008 (policy) for a bad token or an unknown match: retrying cannot help. */
const FATAL_CLOSE = 1008;
const FATAL_CODES: ReadonlySet<string> = new Set([
  ProtocolError.BadToken,
  ProtocolError.UnknownMatch,
  ProtocolError.SeatLost,
  ProtocolError.TokenReplaced,
  ProtocolError.TooManySockets,
]);

/**
 * Pings after each welcome, one after the other's pong, to tell the server's clock: the first may
 * wait behind the history and chat log the server sends on connecting, the next ones not.
 */
const CLOCK_PINGS = 3;

/** 0.5 s, 1 s, 2 s ... up to 15 s, with jitter so that a restarted server is not stampeded. */
export function defaultBackoff(attempt: number): number {
  const base = Math.min(15_000, 500 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.75 + Math.random() * 0.25));
}

/** The WebSocket URL of the server that served this page. */
export function socketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

/**
 * One match's live connection. It says hello (with the token) on every (re)connection, reconnects
 * with backoff when the connection drops, and keeps the event sequence whole: an event whose `seq`
 * is not the last one plus one is not passed on; it asks for a snapshot (`resync`) instead.
 * Duplicates (an event the snapshot already covers) are dropped.
 */
export class MatchSocket {
  private ws: SocketLike | null = null;
  private timer: unknown = null;
  private attempt = 0;
  private stopped = false;
  private fatal: { code: string; message: string } | null = null;
  /** The seq of the last snapshot or event passed on; -1 before the first snapshot. */
  private lastSeq = -1;
  private awaitingSnapshot = true;
  private readonly clock = new ServerClock();
  private clockPingsLeft = 0;
  private readonly backoff: (attempt: number) => number;
  private readonly now: () => number;
  private readonly setTimer: (f: () => void, ms: number) => unknown;
  private readonly clearTimer: (t: unknown) => void;

  constructor(private readonly opts: SocketOptions) {
    this.backoff = opts.backoff ?? defaultBackoff;
    this.now = opts.now ?? Date.now;
    this.setTimer = opts.setTimer ?? ((f, ms) => setTimeout(f, ms));
    this.clearTimer = opts.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  }

  get seq(): number {
    return this.lastSeq;
  }

  get isOpen(): boolean {
    return this.ws !== null && this.ws.readyState === OPEN;
  }

  start(): void {
    this.stopped = false;
    this.open('connecting');
  }

  /** Close for good (the page is leaving the match). */
  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onclose = null;
      ws.close(1000, 'bye');
    }
  }

  /** Try again now (the browser came back online, or the player pressed "reconnect"). */
  reconnectNow(): void {
    if (this.stopped || this.fatal || this.isOpen) return;
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    this.open('reconnecting');
  }

  /** Send a message; false when there is no open connection to send it on. */
  send(message: ClientMessage): boolean {
    if (!this.ws || this.ws.readyState !== OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  private report(state: ConnectionState, retryAt: number | null = null): void {
    this.opts.onConnection({ state, attempt: this.attempt, retryAt, reason: this.fatal });
  }

  private open(state: 'connecting' | 'reconnecting'): void {
    this.report(state);
    let ws: SocketLike;
    try {
      ws = (this.opts.connect ?? ((url) => new WebSocket(url) as unknown as SocketLike))(this.opts.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    this.awaitingSnapshot = true;
    ws.onopen = () => {
      const hello: ClientMessage = {
        v: PROTOCOL_VERSION,
        type: 'hello',
        matchId: this.opts.matchId,
        ...(this.opts.token
          ? { token: this.opts.token }
          : this.opts.spectatorName
            ? { name: this.opts.spectatorName }
            : {}),
      };
      ws.send(JSON.stringify(hello));
    };
    ws.onmessage = (ev) => this.receive(ev.data);
    ws.onerror = () => undefined; // a close event follows; that is where reconnection happens
    ws.onclose = (ev) => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (ev.code === FATAL_CLOSE && !this.fatal) {
        this.fatal = { code: 'net/closed', message: ev.reason || 'the server closed the connection' };
      }
      if (this.stopped) return;
      if (this.fatal) return this.report('closed');
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    this.attempt++;
    const wait = this.backoff(this.attempt);
    this.report('reconnecting', this.now() + wait);
    this.timer = this.setTimer(() => {
      this.timer = null;
      if (!this.stopped) this.open('reconnecting');
    }, wait);
  }

  private pingForTheClock(): void {
    if (this.clockPingsLeft <= 0) return;
    this.clockPingsLeft--;
    this.send({ v: PROTOCOL_VERSION, type: 'ping', t: this.now() });
  }

  private receive(data: unknown): void {
    let message: ServerMessage;
    try {
      message = JSON.parse(String(data)) as ServerMessage;
    } catch {
      return;
    }
    switch (message.type) {
      case 'welcome':
        this.attempt = 0;
        this.report('open');
        // The end screen checks against the commitment first heard, not a later word for it.
        if (typeof message.commitment === 'string') fairness.told(this.opts.matchId, message.commitment);
        // A server from before the clock was in the welcome says nothing of it.
        if (typeof message.now === 'number') {
          this.clock.welcomed(message.now, this.now());
          this.opts.onServerClock?.(this.clock.aheadMs);
          this.clockPingsLeft = CLOCK_PINGS;
          this.pingForTheClock();
        }
        break;
      case 'pong':
        if (typeof message.now !== 'number') break;
        this.clock.ponged(message.t, message.now, this.now());
        this.opts.onServerClock?.(this.clock.aheadMs);
        this.pingForTheClock();
        break;
      case 'snapshot':
        this.awaitingSnapshot = false;
        this.lastSeq = message.seq;
        break;
      case 'event':
        if (this.awaitingSnapshot || message.seq <= this.lastSeq) return;
        if (message.seq !== this.lastSeq + 1) {
          // A gap: something was missed. Ask for the whole picture rather than guess.
          this.awaitingSnapshot = true;
          this.send({ v: PROTOCOL_VERSION, type: 'resync' });
          return;
        }
        this.lastSeq = message.seq;
        break;
      case 'error':
        if (FATAL_CODES.has(message.code)) this.fatal = { code: message.code, message: message.message };
        break;
      default:
        break;
    }
    this.opts.onMessage(message);
  }
}
