import type { ServerMessage } from '@cutthroat/protocol';
import { describe, expect, it } from 'vitest';
import { MatchSocket, type ConnectionInfo, type SocketLike } from './socket.js';

class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: unknown[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number; reason: string }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(m: unknown) {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
}

const view = { seq: 0 };
const snapshot = (seq: number) => ({ type: 'snapshot', seq, view, legal: [], seats: [], deadline: null });
const event = (seq: number) => ({ type: 'event', seq, actor: 0, events: [], view, legal: [], deadline: null });
const welcome = { type: 'welcome', v: 1, matchId: 'match-0001', game: 'arms-dealers', seat: 0, commitment: 'c' };

function harness(token: string | null = 'seat-token-0123456789', spectatorName: string | null = null) {
  /** The browser's clock, which the test moves. */
  const clock = { t: 0 };
  const aheads: number[] = [];
  const sockets: FakeSocket[] = [];
  const timers: { f: () => void; ms: number }[] = [];
  const passed: ServerMessage[] = [];
  const states: ConnectionInfo[] = [];
  const s = new MatchSocket({
    url: 'ws://test/ws',
    matchId: 'match-0001',
    token,
    spectatorName,
    onMessage: (m) => passed.push(m),
    onConnection: (i) => states.push(i),
    connect: () => {
      const f = new FakeSocket();
      sockets.push(f);
      return f;
    },
    backoff: (n) => n * 1000,
    now: () => clock.t,
    onServerClock: (ms) => aheads.push(ms),
    setTimer: (f, ms) => timers.push({ f, ms }),
    clearTimer: () => undefined,
  });
  return { s, sockets, timers, passed, states, clock, aheads };
}

describe('MatchSocket', () => {
  it("tells the server's clock from its welcome, then from three pings, one after the other", () => {
    const { s, sockets, clock, aheads } = harness();
    const ahead = 600_000;
    s.start();
    sockets[0]!.open();
    clock.t = 1_000;
    sockets[0]!.receive({ ...welcome, now: 980 + ahead });
    expect(aheads).toEqual([ahead - 20]);
    const pings = () => sockets[0]!.sent.filter((m) => (m as { type: string }).type === 'ping') as { t: number }[];
    expect(pings()).toEqual([{ v: 1, type: 'ping', t: 1_000 }]);
    // The first pong waited behind the history: 300 ms; the next is quick.
    clock.t = 1_300;
    sockets[0]!.receive({ type: 'pong', t: 1_000, now: 1_250 + ahead });
    expect(aheads.at(-1)).toBe(ahead + 100);
    expect(pings().at(-1)).toEqual({ v: 1, type: 'ping', t: 1_300 });
    clock.t = 1_340;
    sockets[0]!.receive({ type: 'pong', t: 1_300, now: 1_320 + ahead });
    expect(aheads.at(-1)).toBe(ahead);
    clock.t = 1_400;
    sockets[0]!.receive({ type: 'pong', t: 1_340, now: 1_370 + ahead });
    expect(pings()).toHaveLength(3);
    expect(aheads.at(-1)).toBe(ahead);
  });

  it("pings for no clock when the server's welcome has none (a server from before)", () => {
    const { s, sockets, aheads } = harness();
    s.start();
    sockets[0]!.open();
    sockets[0]!.receive(welcome);
    expect(sockets[0]!.sent.map((m) => (m as { type: string }).type)).toEqual(['hello']);
    expect(aheads).toEqual([]);
  });

  it('says hello with its token, and again after reconnecting with backoff', () => {
    const { s, sockets, timers, states } = harness();
    s.start();
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([{ v: 1, type: 'hello', matchId: 'match-0001', token: 'seat-token-0123456789' }]);
    sockets[0]!.receive(welcome);
    expect(states.at(-1)).toMatchObject({ state: 'open', attempt: 0 });

    sockets[0]!.close(1006);
    expect(states.at(-1)).toMatchObject({ state: 'reconnecting', attempt: 1, retryAt: 1000 });
    timers.shift()!.f();
    sockets[1]!.close(1006); // the server is still away: wait longer
    expect(timers[0]!.ms).toBe(2000);
    timers.shift()!.f();
    sockets[2]!.open();
    expect(sockets[2]!.sent).toEqual([{ v: 1, type: 'hello', matchId: 'match-0001', token: 'seat-token-0123456789' }]);
    sockets[2]!.receive(welcome);
    expect(states.at(-1)).toMatchObject({ state: 'open', attempt: 0 });
    expect(sockets).toHaveLength(3);
  });

  it('a spectator says hello without a token', () => {
    const { s, sockets } = harness(null);
    s.start();
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([{ v: 1, type: 'hello', matchId: 'match-0001' }]);
  });

  it('a spectator with a name says it; a seat, whose name is its own, does not', () => {
    const watching = harness(null, 'Hal');
    watching.s.start();
    watching.sockets[0]!.open();
    expect(watching.sockets[0]!.sent).toEqual([{ v: 1, type: 'hello', matchId: 'match-0001', name: 'Hal' }]);
    const seated = harness('seat-token-0123456789', 'Hal');
    seated.s.start();
    seated.sockets[0]!.open();
    expect(seated.sockets[0]!.sent).toEqual([
      { v: 1, type: 'hello', matchId: 'match-0001', token: 'seat-token-0123456789' },
    ]);
  });

  it('passes events on in order, drops duplicates, and asks for a snapshot after a gap', () => {
    const { s, sockets, passed } = harness();
    s.start();
    const ws = sockets[0]!;
    ws.open();
    ws.receive(welcome);
    ws.receive(event(3)); // before any snapshot: nothing to add it to
    ws.receive(snapshot(5));
    ws.receive(event(5)); // already in the snapshot
    ws.receive(event(6));
    ws.receive(event(8)); // 7 is missing
    ws.receive(event(9)); // still waiting for the snapshot
    ws.receive(snapshot(9));
    ws.receive(event(10));
    const seqs = passed.flatMap((m) => (m.type === 'snapshot' || m.type === 'event' ? [`${m.type}:${m.seq}`] : []));
    expect(seqs).toEqual(['snapshot:5', 'event:6', 'snapshot:9', 'event:10']);
    expect(ws.sent.filter((m) => (m as { type: string }).type === 'resync')).toHaveLength(1);
    expect(s.seq).toBe(10);
  });

  it('stops for good on a bad token: retrying cannot help', () => {
    const { s, sockets, timers, states } = harness();
    s.start();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'error', code: 'protocol/bad-token', message: 'that token holds no seat' });
    sockets[0]!.close(1008, 'bad token');
    expect(states.at(-1)).toMatchObject({ state: 'closed', reason: { code: 'protocol/bad-token' } });
    expect(timers).toHaveLength(0);
  });

  it.each([
    ['a replaced token', 'protocol/token-replaced'],
    ['a lost seat', 'protocol/seat-lost'],
  ])('stops for good on %s', (_what, code) => {
    const { s, sockets, timers, states } = harness();
    s.start();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'error', code, message: 'no longer' });
    sockets[0]!.close(1008, code);
    expect(states.at(-1)).toMatchObject({ state: 'closed', reason: { code } });
    expect(timers).toHaveLength(0);
  });

  it('connects again, and says hello, when the server closed it for a hello that came too late', () => {
    const { s, sockets, timers, states } = harness();
    s.start();
    sockets[0]!.open();
    // Its hello never reached the server in time (a page frozen as the socket opened).
    sockets[0]!.receive({ type: 'error', code: 'protocol/hello-first', message: 'no hello came in time' });
    sockets[0]!.close(1000, 'no hello in time');
    expect(states.at(-1)).toMatchObject({ state: 'reconnecting', attempt: 1 });
    timers.shift()!.f();
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([{ v: 1, type: 'hello', matchId: 'match-0001', token: 'seat-token-0123456789' }]);
  });

  it('sends nothing when not connected, and closes quietly when stopped', () => {
    const { s, sockets, timers } = harness();
    s.start();
    expect(s.send({ v: 1, type: 'resync' })).toBe(false);
    sockets[0]!.open();
    expect(s.send({ v: 1, type: 'resync' })).toBe(true);
    s.stop();
    expect(sockets[0]!.readyState).toBe(3);
    expect(timers).toHaveLength(0);
  });
});
