import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { ServerMessage } from '@cutthroat/protocol';
import { WebSocket } from 'ws';

type Msg = ServerMessage;

/**
 * A scripted WebSocket client for tests: it records every payload it receives (raw text too, for
 * the hidden-information checks) and lets a test wait for a message that matches.
 */
export class TestClient {
  readonly received: Msg[] = [];
  readonly raw: string[] = [];
  /** Every message this client sent, in order. */
  readonly sent: unknown[] = [];
  private waiters: { match: (m: Msg) => boolean; resolve: (m: Msg) => void; from: number }[] = [];
  private ids = 0;
  closed: Promise<{ code: number; reason: string }>;
  /** The connection under the WebSocket, once upgraded: a test pauses it to play a client that stops reading. */
  socket: Socket | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.once('upgrade', (res: IncomingMessage) => (this.socket = res.socket));
    ws.on('message', (data) => {
      const text = data.toString();
      this.raw.push(text);
      const msg = JSON.parse(text) as Msg;
      this.received.push(msg);
      const index = this.received.length - 1;
      this.waiters = this.waiters.filter((w) => {
        if (index >= w.from && w.match(msg)) {
          w.resolve(msg);
          return false;
        }
        return true;
      });
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  /**
   * `answerPings: false` plays a connection that died without a word: pings go unanswered.
   * `headers` go with the upgrade request (a proxy's `X-Forwarded-For`, say).
   */
  static async connect(
    url: string,
    opts: { answerPings?: boolean; headers?: Record<string, string> } = {},
  ): Promise<TestClient> {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, {
      autoPong: opts.answerPings ?? true,
      ...(opts.headers ? { headers: opts.headers } : {}),
    });
    // Listening from the start: a server may speak (and close) in the same breath as it accepts.
    const client = new TestClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  send(message: unknown): void {
    this.sent.push(message);
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message from index `from` on that matches (already received, or the next one). */
  next<T extends Msg['type']>(type: T, where: (m: Extract<Msg, { type: T }>) => boolean = () => true, from = 0) {
    const match = (m: Msg) => m.type === type && where(m as Extract<Msg, { type: T }>);
    const seen = this.received.slice(from).find(match);
    if (seen) return Promise.resolve(seen as Extract<Msg, { type: T }>);
    return new Promise<Extract<Msg, { type: T }>>((resolve) =>
      this.waiters.push({ match, resolve: resolve as (m: Msg) => void, from }),
    );
  }

  async hello(matchId: string, token?: string) {
    const from = this.received.length;
    this.send({ v: 1, type: 'hello', matchId, ...(token ? { token } : {}) });
    return this.next('snapshot', () => true, from);
  }

  /**
   * Send an action made at `seq`, and wait for its acknowledgement (the event carrying its id, or
   * a separate `ack`), given as an `ack`, or its refusal.
   */
  async act(action: unknown, seq: number): Promise<Extract<Msg, { type: 'ack' | 'refused' }>> {
    const id = `a${++this.ids}`;
    const from = this.received.length;
    this.send({ v: 1, type: 'action', id, seq, action });
    return Promise.race([
      this.next('ack', (m) => m.id === id, from),
      this.next('event', (m) => m.ack === id, from).then((m) => ({ type: 'ack' as const, id, seq: m.seq })),
      this.next('refused', (m) => m.id === id, from),
    ]);
  }

  /** Every acknowledgement received so far, in order: events carrying an `ack`, and `ack`s. */
  acks(): { id: string; seq: number }[] {
    return this.received.flatMap((m) =>
      m.type === 'ack' ? [{ id: m.id, seq: m.seq }] : m.type === 'event' && m.ack ? [{ id: m.ack, seq: m.seq }] : [],
    );
  }

  /** The latest view and legal actions this client was sent. */
  latest(): { seq: number; view: unknown; legal: unknown[] } | null {
    for (let i = this.received.length - 1; i >= 0; i--) {
      const m = this.received[i]!;
      if (m.type === 'snapshot' || m.type === 'event') return { seq: m.seq, view: m.view, legal: [...m.legal] };
    }
    return null;
  }

  /**
   * Play by itself: whenever a snapshot or event offers legal actions at a new seq, send one,
   * chosen by `pick`. Refusals (a stale seq, when someone else moved first) need nothing: the next
   * event brings the next chance. Stops when told, or when the socket closes.
   */
  autoplay(pick: (legal: readonly unknown[], seq: number) => unknown): () => void {
    let acted = -1;
    let on = true;
    const look = (m: Msg) => {
      if (!on || (m.type !== 'snapshot' && m.type !== 'event') || m.legal.length === 0 || m.seq <= acted) return;
      acted = m.seq;
      this.send({ v: 1, type: 'action', id: `auto${m.seq}`, seq: m.seq, action: pick(m.legal, m.seq) });
    };
    const latest = this.received.findLast((m) => m.type === 'snapshot' || m.type === 'event');
    if (latest) look(latest);
    this.ws.on('message', (data) => look(JSON.parse(data.toString()) as Msg));
    return () => (on = false);
  }

  close(): void {
    this.ws.close();
  }

  /** The next ping the server sends (answered already, unless this client does not answer them). */
  pinged(): Promise<void> {
    return new Promise((resolve) => this.ws.once('ping', () => resolve()));
  }

  /** A round trip: once it is back, the server has read everything this client sent before it. */
  async roundTrip(): Promise<void> {
    const t = ++this.ids;
    const from = this.received.length;
    this.send({ v: 1, type: 'ping', t });
    await this.next('pong', (m) => m.t === t, from);
  }
}

export async function api<T = unknown>(
  url: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}
