import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, TestClient } from '../src/testing/client.js';
import { testServer } from '../src/testing/harness.js';
import { twoPeopleMatch } from './support/matches.js';

type Server = Awaited<ReturnType<typeof testServer>>;
let server: Server;
// The rate limiter reads this clock; the test moves it on between messages so that what is tested
// is each message's handling, not the limiter (which has its own test below).
let clock = 0;
beforeAll(async () => {
  server = await testServer({ rateLimit: { rate: 20, burst: 40 } }, { now: () => clock });
});
afterAll(async () => {
  await server.cleanup();
});

/** A match of two people, one of whom never connects: nothing moves unless the socket moves it. */
async function match() {
  const { id, seatTokens } = await twoPeopleMatch(server.url);
  return { id, token: seatTokens[0] };
}

/** Messages that are wrong in every way we could think of, and in ways fast-check thinks of. */
function junk(id: string, seq: number) {
  const action = fc.oneof(
    fc.jsonValue(),
    fc.record({
      type: fc.constantFrom('deal', 'discard', 'intercept', 'evade', 'propose', 'accept', 'pass', 'deadline'),
    }),
    fc.record({
      type: fc.constant('deal'),
      seller: fc.string(),
      buyer: fc.string(),
      weapon: fc.string(),
      count: fc.integer(),
    }),
  );
  return fc.oneof(
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 200 }),
    fc.constant('{"v":1,"type":"action"'),
    fc
      .record({ v: fc.integer(), type: fc.constant('action'), id: fc.string(), seq: fc.integer(), action })
      .map((m) => JSON.stringify(m)),
    fc
      .record({
        v: fc.constant(1),
        type: fc.constant('action'),
        id: fc.string({ minLength: 1, maxLength: 10 }),
        seq: fc.integer({ min: -2, max: seq + 3 }),
        action,
      })
      .map((m) => JSON.stringify(m)),
    fc
      .record({
        v: fc.constant(1),
        type: fc.constant('hello'),
        matchId: fc.constant(id),
        token: fc.string({ minLength: 16, maxLength: 40 }),
      })
      .map((m) => JSON.stringify(m)),
    fc
      .record({ v: fc.constant(1), type: fc.constant('chat'), text: fc.string({ maxLength: 600 }) })
      .map((m) => JSON.stringify(m)),
    fc.constant(JSON.stringify({ v: 1, type: 'chat', text: 'x'.repeat(20_000) })),
  );
}

describe('bad input on a live socket', () => {
  it('gets one answer per message, never crashes the server and never changes the match', async () => {
    const { id, token } = await match();
    const c = await TestClient.connect(server.url);
    const snap = await c.hello(id, token);
    const seq = snap.seq;
    const samples = fc.sample(junk(id, seq), { seed: 42, numRuns: 2000 });
    for (const message of samples) {
      clock += 100;
      const before = c.received.length;
      c.send(message);
      // Every message gets an answer: an error, a refusal, a pong or the echo of a chat line.
      await Promise.race([
        c.next('error', () => true, before),
        c.next('refused', () => true, before),
        c.next('chat', () => true, before),
        c.next('ack', () => true, before),
        c.next('event', (m) => m.ack !== undefined, before),
      ]);
    }
    const accepted = c.acks();
    // A junk action that happens to be legal would be acked and move the match on; none was.
    expect(accepted).toEqual([]);
    const fresh = await TestClient.connect(server.url);
    expect((await fresh.hello(id)).seq).toBe(seq);
    expect((await api(server.url, 'GET', '/healthz')).status).toBe(200);
    c.close();
    fresh.close();
  });

  it('closes a socket that sends a message far over the limit, and goes on', async () => {
    const c = await TestClient.connect(server.url);
    c.send('x'.repeat(100_000));
    expect((await c.closed).code).toBe(1009);
    expect((await api(server.url, 'GET', '/healthz')).status).toBe(200);
  });

  it('survives bytes that are not WebSocket frames at all, after the handshake', async () => {
    const samples = fc.sample(fc.uint8Array({ minLength: 1, maxLength: 300 }), { seed: 7, numRuns: 60 });
    for (const bytes of samples) {
      const raw = connect(server.port, '127.0.0.1');
      await new Promise((resolve) => raw.once('connect', resolve));
      raw.write(
        'GET /ws HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      );
      // The handshake's answer first, then the junk: the server closes, or waits for more.
      await new Promise((resolve) => raw.once('data', resolve));
      raw.write(bytes);
      raw.on('error', () => undefined);
      raw.end();
      await new Promise((resolve) => raw.once('close', resolve));
    }
    expect((await api(server.url, 'GET', '/healthz')).status).toBe(200);
  });

  it('rate-limits a flood with a clear error, and lets the socket go on afterwards', async () => {
    const { id, token } = await match();
    const c = await TestClient.connect(server.url);
    await c.hello(id, token);
    const before = c.received.length;
    for (let i = 0; i < 100; i++) c.send({ v: 1, type: 'ping', t: i });
    await c.next('pong', (m) => m.t === 38, before);
    const limited = await c.next('error', (m) => m.code === 'protocol/rate-limited', before);
    expect(limited.message).toMatch(/20 messages a second/);
    clock += 5_000;
    c.send({ v: 1, type: 'ping', t: 1000 });
    await c.next('pong', (m) => m.t === 1000, before);
    c.close();
  });

  it('answers an action it refuses before handling it with a refusal of that action, so its sender is not left waiting', async () => {
    const { id, token } = await match();
    const c = await TestClient.connect(server.url);
    const snap = await c.hello(id, token);
    const before = c.received.length;
    // Over the rate limit: the 41st action in the same instant.
    for (let i = 0; i < 41; i++) c.send({ v: 1, type: 'action', id: `flood${i}`, seq: snap.seq + 1000, action: {} });
    expect(await c.next('refused', (m) => m.id === 'flood40', before)).toMatchObject({
      code: 'protocol/rate-limited',
    });
    clock += 5_000;
    // Malformed, with an id it can read.
    c.send({ v: 1, type: 'action', id: 'bad-seq', seq: -1, action: {} });
    expect(await c.next('refused', (m) => m.id === 'bad-seq', before)).toMatchObject({ code: 'protocol/malformed' });
    // Without one, an error as before.
    c.send({ v: 1, type: 'action', id: 7, seq: 0, action: {} });
    expect(await c.next('error', (m) => m.code === 'protocol/malformed', before)).toBeDefined();
    c.close();
  });

  it('limits chat to a line a second in bursts of five, with a clear error, and lets it go on afterwards', async () => {
    const { id, token } = await match();
    const c = await TestClient.connect(server.url);
    await c.hello(id, token);
    const before = c.received.length;
    for (let i = 0; i < 8; i++) c.send({ v: 1, type: 'chat', text: `line ${i}` });
    const limited = await c.next('error', (m) => m.code === 'protocol/chat-too-fast', before);
    expect(limited.message).toMatch(/1 chat line a second \(bursts of 5\)/);
    c.send({ v: 1, type: 'ping', t: 7 });
    await c.next('pong', (m) => m.t === 7, before);
    const said = c.received.slice(before).filter((m) => m.type === 'chat');
    expect(said.map((m) => m.type === 'chat' && m.text)).toEqual([0, 1, 2, 3, 4].map((i) => `line ${i}`));
    // Nothing refused was kept: a newcomer hears the five lines.
    const late = await TestClient.connect(server.url);
    await late.hello(id);
    expect((await late.next('chat-log')).lines.map((l) => l.text)).toEqual([0, 1, 2, 3, 4].map((i) => `line ${i}`));
    clock += 2_000;
    c.send({ v: 1, type: 'chat', text: 'later' });
    await c.next('chat', (m) => m.text === 'later', before);
    c.close();
    late.close();
  });

  it('refuses to let a forged token sit anywhere', async () => {
    const { id } = await match();
    const c = await TestClient.connect(server.url);
    c.send({ v: 1, type: 'hello', matchId: id, token: 'A'.repeat(22) });
    expect(await c.next('error')).toMatchObject({ code: 'protocol/bad-token' });
    expect((await c.closed).code).toBe(1008);
  });
});
