import {
  ClientMessage,
  codeOfIssues,
  MAX_CLIENT_MESSAGE_BYTES,
  ProtocolError,
  PROTOCOL_VERSION,
  type ServerMessage,
} from '@cutthroat/protocol';
import type { Logger } from 'pino';
import { WebSocket, type RawData } from 'ws';
import { z } from 'zod';
import { logFailure } from '../failures.js';
import type { Metrics } from '../metrics.js';
import type { Store } from '../store/store.js';
import { hashToken } from '../tokens.js';
import type { LiveMatch, MatchHost, Viewer } from './host.js';
import { TokenBucket } from '../rate-limit.js';

export interface ConnectionDeps {
  readonly host: MatchHost;
  readonly store: Store;
  readonly now: () => number;
  readonly logger: Logger;
  readonly metrics: Metrics;
  readonly rateLimit: { readonly rate: number; readonly burst: number };
  /** Resyncs answered a second, and burst (`DEFAULT_RESYNC_LIMIT`). */
  readonly resyncLimit?: { readonly rate: number; readonly burst: number };
  /**
   * The chat lines of the socket's client address, all its sockets together: `take` one (0, or
   * the milliseconds to wait), and the limit, to say it. None: only the socket's own limit.
   */
  readonly chatOfAddress?: { readonly take: () => Promise<number>; readonly rate: number; readonly burst: number };
  /** The socket said hello and was let in (as a seat or a spectator): its hello deadline is off. */
  readonly introduced?: () => void;
}

/** What the server may do to a socket it serves. */
export interface ServedSocket {
  /** Its time to say hello is up (see `Heartbeat`): it is told so, with a code, and closed. */
  noHello(): void;
}

/**
 * How much may wait in the server for a socket to read it (beyond what the kernel's buffers hold)
 * before the socket is dropped. A client that stops reading, or reads slower than its match moves,
 * would otherwise cost the server memory without bound: a `resync` alone answers with the whole
 * history. Well above the most a client is sent at once (a history of 1,000 moves, about 130 KB,
 * and a chat log); the client connects again and resyncs.
 */
export const MAX_BUFFERED_BYTES = 1 << 20;

/**
 * A client resyncs after a gap in the events, once, and waits for the answer: a snapshot, the
 * history and the chat log, tens of KB for a long match, and most of a millisecond of the server's
 * time. More often than this, the answer waits, and answers every resync asked meanwhile at once.
 */
export const DEFAULT_RESYNC_LIMIT = { rate: 1, burst: 3 } as const;

/** A socket that keeps sending after this many refusals in a row is closed. */
const MAX_REFUSED_IN_A_ROW = 200;

/**
 * Chat is kept with the match, so a line costs storage for good: a socket may say a line a second
 * on average, in bursts of a few, well under the limit on messages as a whole.
 */
export const CHAT_LINES_PER_SECOND = 1;
export const CHAT_BURST = 5;

/**
 * One WebSocket: a seat (authenticated by its seat token, or by the player token of the player
 * sitting there) or a spectator. Every message is size-limited, rate-limited and schema-checked;
 * every refusal says why with a code; nothing is ever dropped silently.
 */
export function serveSocket(ws: WebSocket, deps: ConnectionDeps): ServedSocket {
  const { rate, burst } = deps.rateLimit;
  const limiter = new TokenBucket(rate, burst, deps.now);
  const chatLimiter = new TokenBucket(CHAT_LINES_PER_SECOND, CHAT_BURST, deps.now);
  const resyncs = deps.resyncLimit ?? DEFAULT_RESYNC_LIMIT;
  const resyncLimiter = new TokenBucket(resyncs.rate, resyncs.burst, deps.now);
  /** A resync's answer put off by the resync limit. */
  let resyncLater: NodeJS.Timeout | null = null;
  let match: LiveMatch | null = null;
  let viewer: Viewer | null = null;
  let refusedInARow = 0;
  let work: Promise<void> = Promise.resolve();

  const sendText = (text: string) => {
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ws.bufferedAmount <= MAX_BUFFERED_BYTES) return ws.send(text);
    deps.metrics.slowSocketDropped();
    deps.logger.info(
      { match: match?.id, seat: viewer?.seat, bufferedBytes: ws.bufferedAmount },
      'a socket that did not read what it was sent was dropped',
    );
    // Not close(): its closing frame would wait behind all that the client has not read.
    ws.terminate();
  };
  const send = (m: ServerMessage) => sendText(JSON.stringify(m));
  // Its seat is no longer its player's: the match has already let go of this viewer.
  const lose = (code: string, message: string) => {
    match = null;
    send({ type: 'error', code, message });
    ws.close(1008, 'seat lost');
  };
  const fail = (code: string, message: string) => {
    send({ type: 'error', code, message });
    if (++refusedInARow > MAX_REFUSED_IN_A_ROW) ws.close(1008, 'too many refused messages');
  };
  // An action refused before its handling still gets a refusal with its id when it has a readable
  // one: a client that waits for the answer to its action then has it.
  const refuse = (json: unknown, code: string, message: string) => {
    const id = actionIdOf(json);
    if (id === null) return fail(code, message);
    send({ type: 'refused', id, code, message });
    if (++refusedInARow > MAX_REFUSED_IN_A_ROW) ws.close(1008, 'too many refused messages');
  };

  // A frame ws cannot take (over its size limit, or not valid WebSocket) is an 'error' on the
  // socket, which ws then closes (1009, 1002...): without a listener it would bring the process down.
  ws.on('error', (e: Error) => deps.logger.debug({ err: e }, 'socket error'));

  ws.on('message', (data: RawData, isBinary: boolean) => {
    const limited = !limiter.take();
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as Buffer).byteLength;
    if (isBinary || size > MAX_CLIENT_MESSAGE_BYTES) {
      if (limited) return fail(ProtocolError.RateLimited, `at most ${rate} messages a second (bursts of ${burst})`);
      return fail(ProtocolError.TooLarge, `messages are JSON text of at most ${MAX_CLIENT_MESSAGE_BYTES} bytes`);
    }
    let json: unknown;
    try {
      json = JSON.parse(data.toString());
    } catch {
      json = undefined;
    }
    if (limited)
      return refuse(json, ProtocolError.RateLimited, `at most ${rate} messages a second (bursts of ${burst})`);
    if (json === undefined) return fail(ProtocolError.Malformed, 'a message must be JSON');
    const parsed = ClientMessage.safeParse(json);
    if (!parsed.success)
      return refuse(json, codeOfIssues(parsed.error, ProtocolError.Malformed), z.prettifyError(parsed.error));
    serve(parsed.data, () => handle(parsed.data));
  });

  /** One message at a time per socket, in the order sent; a failure on one is said, with a code. */
  function serve(msg: ClientMessage, run: () => Promise<void>): void {
    work = work.then(run).catch((e: unknown) => {
      deps.metrics.failed('socket-message', logFailure(deps.logger, e, {}, 'socket message failed'));
      if (msg.type === 'action') {
        // The answer its client waits for before it acts again.
        return send({
          type: 'refused',
          id: msg.id,
          code: ProtocolError.Internal,
          message: 'the server failed on that action; the next state shows whether it was taken',
        });
      }
      send({ type: 'error', code: ProtocolError.Internal, message: 'the server failed on that message' });
      // A socket whose hello failed (the store gone for a moment) would wait for a snapshot that
      // never comes: closed, its client connects again and says hello anew, as after any drop.
      if (msg.type === 'hello' && !match) ws.close(1011, 'hello failed');
    });
  }

  ws.on('close', () => {
    if (resyncLater) clearTimeout(resyncLater);
    void work.then(() => {
      if (match && viewer) deps.host.detach(match, viewer);
    });
  });

  async function handle(msg: ClientMessage): Promise<void> {
    if (msg.type === 'ping') {
      refusedInARow = 0;
      return send({ type: 'pong', t: msg.t, now: deps.now() });
    }
    if (msg.type === 'hello') {
      if (match) return fail(ProtocolError.Malformed, 'hello was already said on this socket');
      const found = await deps.host.get(msg.matchId);
      if (!found) {
        fail(ProtocolError.UnknownMatch, `there is no match ${msg.matchId}`);
        return void ws.close(1008, 'unknown match');
      }
      if (msg.token !== undefined && msg.name !== undefined) {
        return fail(
          ProtocolError.Malformed,
          'a name is for a spectator: a seat speaks under the name it was taken with',
        );
      }
      let held: { seat: number; holder: string } | null = null;
      const replacements = deps.host.replacementsHeard;
      const tokenHash = msg.token === undefined ? null : hashToken(msg.token);
      if (tokenHash !== null) {
        held = await deps.host.seatOfToken(found, tokenHash);
        if (held === null) {
          fail(ProtocolError.BadToken, 'that token holds no seat in this match');
          return void ws.close(1008, 'bad token');
        }
      }
      const seat = held?.seat ?? null;
      viewer = { seat, holder: held?.holder ?? null, tokenHash, spectatorName: msg.name ?? null, send, sendText, lose };
      // The match as held when the viewer joins it (it may have been evicted and reloaded meanwhile).
      const m = await deps.host.attach(msg.matchId, viewer, (held) => {
        send({
          type: 'welcome',
          v: PROTOCOL_VERSION,
          matchId: held.id,
          game: held.row.game,
          seat,
          commitment: held.row.commitment,
          now: deps.now(),
        });
        send(deps.host.snapshot(held, seat));
        if (held.state.outcome) send({ type: 'end', outcome: held.state.outcome, secret: held.row.secret });
      });
      if (!m) return fail(ProtocolError.UnknownMatch, `there is no match ${msg.matchId}`);
      match = m;
      refusedInARow = 0;
      deps.introduced?.();
      if (deps.host.replacementsHeard !== replacements && (await deps.host.recheck(m, viewer))) return;
      // Closed while it was joining: the close handler had no match to leave yet.
      if (ws.readyState !== ws.OPEN) return deps.host.detach(m, viewer);
      return sendMissed(m);
    }
    if (!match || !viewer)
      return fail(ProtocolError.HelloFirst, 'say hello first: { v, type: "hello", matchId, token }');
    switch (msg.type) {
      case 'resync': {
        refusedInARow = 0;
        // The answer put off answers this one too.
        if (resyncLater) return;
        if (resyncLimiter.take()) return resync();
        resyncLater = setTimeout(() => {
          resyncLater = null;
          resyncLimiter.take();
          serve(msg, resync);
        }, resyncLimiter.waitMs());
        return;
      }
      case 'chat':
        if (!chatLimiter.take()) {
          return fail(
            ProtocolError.ChatTooFast,
            `at most ${CHAT_LINES_PER_SECOND} chat line a second (bursts of ${CHAT_BURST})`,
          );
        }
        if (deps.chatOfAddress && (await deps.chatOfAddress.take()) > 0) {
          deps.metrics.refusedOver('chat-lines');
          const { rate, burst } = deps.chatOfAddress;
          return fail(
            ProtocolError.ChatTooFast,
            `at most ${rate} chat lines a second from one address, all its sockets together (bursts of ${burst})`,
          );
        }
        refusedInARow = 0;
        return deps.host.chat(match, viewer, msg.text);
      case 'action': {
        if (viewer.seat === null) {
          return send({ type: 'refused', id: msg.id, code: ProtocolError.Spectator, message: 'spectators cannot act' });
        }
        const r = await deps.host.submit(match.id, viewer.seat, msg.action, msg.seq, { viewer, id: msg.id });
        if (r.ok) {
          refusedInARow = 0;
          // Usually the acknowledgement went out with this socket's event for the action.
          if (!r.value.acked) send({ type: 'ack', id: msg.id, seq: r.value.seq });
          return;
        }
        if (++refusedInARow > MAX_REFUSED_IN_A_ROW) ws.close(1008, 'too many refused messages');
        return send({ type: 'refused', id: msg.id, code: r.error.code, message: r.error.message });
      }
    }
  }

  return {
    noHello() {
      deps.metrics.closedWithoutHello();
      fail(ProtocolError.HelloFirst, 'no hello came in time: say hello as soon as the socket opens');
      // Not 1008, after which a client gives up (a bad token, an unknown match): a client that was
      // only slow (a page frozen as its socket opened) connects again and says hello at once.
      ws.close(1000, 'no hello in time');
    },
  };

  /** The match as it is now, for a viewer that missed some of it. */
  async function resync(): Promise<void> {
    if (!match || !viewer) return;
    send(deps.host.snapshot(match, viewer.seat));
    return sendMissed(match);
  }

  /**
   * The moves and chat lines the viewer missed, after a hello or a resync. Read once the viewer is
   * in: a move or a line said meanwhile comes live, in these too, or both (the client keeps one).
   */
  async function sendMissed(m: LiveMatch): Promise<void> {
    sendText(await deps.host.history(m));
    send(await deps.host.chatLog(m, viewer?.seat ?? null));
    for (const change of await deps.host.seatChanges(m)) send(change);
  }
}

/** The id of what reads as an action (a string of the schema's length), else null. */
function actionIdOf(json: unknown): string | null {
  if (typeof json !== 'object' || json === null) return null;
  const { type, id } = json as { type?: unknown; id?: unknown };
  return type === 'action' && typeof id === 'string' && id.length >= 1 && id.length <= 64 ? id : null;
}
