import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, TestClient } from '../src/testing/client.js';
import { newPlayer, testServer } from '../src/testing/harness.js';

/**
 * Every field of every lobby body and live message, given the names of the properties every
 * JavaScript object inherits: each is refused with a 4xx or a refusal, never a 5xx, a match that
 * can no longer move, or a line logged as an error.
 */
const WORDS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__'];

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** An own property, even for `__proto__` (an assignment would set the prototype instead). */
function withOwn(o: { [k: string]: Json }, key: string, value: Json): { [k: string]: Json } {
  const out: { [k: string]: Json } = {};
  const own = (k: string, v: Json) =>
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  for (const [k, v] of Object.entries(o)) if (k !== key) own(k, v);
  own(key, value);
  return out;
}

/**
 * The body with one change: each leaf replaced by each word, each object given each word as a key
 * (its value a word too, or an object), each array given a word.
 */
function variants(body: Json): Json[] {
  const out: Json[] = [];
  for (const w of WORDS) out.push(w);
  if (Array.isArray(body)) {
    body.forEach((item, i) => {
      for (const v of variants(item)) out.push(body.map((x, j) => (j === i ? v : x)));
    });
    for (const w of WORDS) out.push([...body, w]);
  } else if (typeof body === 'object' && body !== null) {
    for (const [k, item] of Object.entries(body)) {
      for (const v of variants(item)) out.push(withOwn(body, k, v));
    }
    for (const w of WORDS) {
      out.push(withOwn(body, w, w));
      out.push(withOwn(body, w, {}));
    }
  }
  return out;
}

const errorLines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString().split('\n')) {
      if (line && (JSON.parse(line) as { level: number }).level >= 50) errorLines.push(line);
    }
    done();
  },
});

type Server = Awaited<ReturnType<typeof testServer>>;
let server: Server;
let alice: { playerId: string; token: string };
beforeAll(async () => {
  server = await testServer({}, { logger: pino({ level: 'warn' }, sink) });
  alice = await newPlayer(server.url, 'Alice');
});
afterAll(async () => {
  await server.cleanup();
});

async function post(path: string, body: Json, token?: string) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { error?: { code: string } } };
}

describe('prototype names in untrusted input', () => {
  it('are refused in every field of every lobby body, with a 4xx, and freeze nothing', async () => {
    const waiting = await post(
      '/api/matches',
      { game: 'arms-dealers', seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'open' }], join: true },
      alice.token,
    );
    expect(waiting.status).toBe(201);
    const id = (waiting.body as unknown as { match: { id: string } }).match.id;
    const bodies: [string, Json][] = [
      ['/api/players', { name: 'Bob' }],
      [
        '/api/matches',
        {
          game: 'arms-dealers',
          seats: [
            { kind: 'bot', bot: 'random' },
            { kind: 'bot', bot: 'greedy' },
          ],
          options: { offersPerTurn: 1 },
          clock: { mode: 'realtime', turnSeconds: 60, onTurnExpiry: 'bot' },
          join: false,
          listed: true,
        },
      ],
      ['/api/matches', { game: 'gocaine', seats: [{ kind: 'bot', bot: 'heuristic' }, { kind: 'open' }] }],
      ['/api/matches', { game: 'arms-dealers', seats: [{ kind: 'open' }, { kind: 'open' }], setup: {} }],
      [`/api/matches/${id}/join`, { seat: 1 }],
      [`/api/matches/${id}/leave`, { seat: 2 }],
      [`/api/matches/${id}/replace`, { seat: 0 }],
      ['/api/me/name', { name: 'Alice' }],
      ['/api/me/token', { token: 'x'.repeat(22) }],
    ];
    let sent = 0;
    for (const [path, body] of bodies) {
      for (const variant of variants(body)) {
        const r = await post(path, variant, alice.token);
        sent++;
        // Some variants are fine (a word as a name); none may fail the server.
        expect(r.status, `${path} ${JSON.stringify(variant)}`).toBeLessThan(500);
        if (r.status >= 400) expect(r.body.error?.code).toMatch(/^[a-z-]+\/[a-z-]+$/);
      }
    }
    for (const w of WORDS) {
      for (const path of [`/api/matches/${w}`, `/api/matches/${w}/export`, `/api/matches/${w}/join`]) {
        const r = path.endsWith('join') ? await post(path, {}, alice.token) : await api(server.url, 'GET', path);
        expect(r.status, path).toBeGreaterThanOrEqual(400);
        expect(r.status, path).toBeLessThan(500);
      }
    }
    expect(sent).toBeGreaterThan(500);
    // Every match of bots only that was accepted plays to its end: none waits on a bot that cannot move.
    const mine = await api<{ matches: { id: string; status: string }[] }>(server.url, 'GET', '/api/matches/live');
    for (const m of mine.body.matches) {
      await expect
        .poll(async () => (await api<{ status: string }>(server.url, 'GET', `/api/matches/${m.id}`)).body.status)
        .toBe('finished');
    }
    expect(errorLines).toEqual([]);
  });

  it('are refused in every field of every live message, and the match plays on', async () => {
    const bob = await newPlayer(server.url, 'Bob');
    const created = await post(
      '/api/matches',
      { game: 'arms-dealers', seats: [{ kind: 'open' }, { kind: 'open' }], join: true },
      alice.token,
    );
    const { match, joined } = created.body as unknown as { match: { id: string }; joined: { seatToken: string } };
    const bobSeat = await post(`/api/matches/${match.id}/join`, {}, bob.token);
    const seatToken = (bobSeat.body as unknown as { seatToken: string }).seatToken;
    const tokens = [joined.seatToken, seatToken];
    const sockets = await Promise.all(tokens.map(() => TestClient.connect(server.url)));
    const snaps = await Promise.all(sockets.map((s, i) => s.hello(match.id, tokens[i])));
    const seq = snaps[0]!.seq;
    const mover = sockets.findIndex((s) => (s.latest()?.legal.length ?? 0) > 0);
    expect(mover).toBeGreaterThanOrEqual(0);
    const socket = sockets[mover]!;
    const legal = socket.latest()!.legal as Json[];
    const messages: Json[] = [
      { v: 1, type: 'action', id: 'p', seq, action: legal[0]! },
      { v: 1, type: 'action', id: 'p', seq, action: { type: 'pass' } },
      { v: 1, type: 'chat', text: 'hello' },
      { v: 1, type: 'ping', t: 1 },
      { v: 1, type: 'resync' },
      { v: 1, type: 'hello', matchId: match.id, token: tokens[mover]!, name: 'x' },
    ];
    const spectator = await TestClient.connect(server.url);
    let sent = 0;
    for (const message of messages) {
      for (const variant of variants(message)) {
        // A hello after the first is refused; a spectator's first hello gets a fresh socket each time.
        const target = (message as { type: string }).type === 'hello' ? await TestClient.connect(server.url) : socket;
        target.send(JSON.stringify(variant));
        sent++;
        if (target !== socket) {
          await Promise.race([target.roundTrip(), target.closed]);
          target.close();
        }
      }
      await socket.roundTrip();
    }
    spectator.close();
    expect(sent).toBeGreaterThan(300);
    // Nothing was taken, and the honest move still is.
    const refusedCodes = socket.received.flatMap((m) => (m.type === 'refused' || m.type === 'error' ? [m.code] : []));
    expect(refusedCodes.length).toBeGreaterThan(0);
    expect(refusedCodes.every((c) => /^[a-z-]+\/[a-z-]+$/.test(c))).toBe(true);
    // (A variant with a harmless word for its id may have been a move: whoever is to act now acts.)
    await Promise.all(sockets.map((s) => s.roundTrip()));
    const next = sockets.find((s) => (s.latest()?.legal.length ?? 0) > 0)!;
    const played = await next.act(next.latest()!.legal[0], next.latest()!.seq);
    expect(played).toMatchObject({ type: 'ack' });
    for (const s of sockets) s.close();
    expect(errorLines).toEqual([]);
  });
});
