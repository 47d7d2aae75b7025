import Database from 'better-sqlite3';
import fc from 'fast-check';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/testing/client.js';
import { newPlayer, testServer } from '../../src/testing/harness.js';

type Server = Awaited<ReturnType<typeof testServer>>;
let server: Server;
let db: Database.Database;
let alice: { playerId: string; token: string };
const ids: string[] = [];

beforeAll(async () => {
  server = await testServer();
  db = new Database(join(server.dir, 'cutthroat.db'), { readonly: true });
  alice = await newPlayer(server.url, 'Alice');
  const bob = await newPlayer(server.url, 'Bob');
  // A match that waits for a player, one being played, one of bots only (over at once).
  for (const [seats, joinBob] of [
    [[{ kind: 'open' }, { kind: 'open' }, { kind: 'bot', bot: 'greedy' }], false],
    [[{ kind: 'open' }, { kind: 'open' }], true],
    [
      [
        { kind: 'bot', bot: 'random' },
        { kind: 'bot', bot: 'greedy' },
      ],
      false,
    ],
  ] as const) {
    const mine = seats.some((s) => s.kind === 'open');
    const created = await api<{ match: { id: string } }>(
      server.url,
      'POST',
      '/api/matches',
      { game: 'arms-dealers', seats, join: mine },
      mine ? alice.token : undefined,
    );
    ids.push(created.body.match.id);
    if (joinBob) await api(server.url, 'POST', `/api/matches/${created.body.match.id}/join`, {}, bob.token);
  }
  // Nothing moves from here on but what the requests move.
  await vi.waitFor(
    async () => expect((await api(server.url, 'GET', `/api/matches/${ids[2]}/export`)).status).toBe(200),
    {
      timeout: 10_000,
      interval: 20,
    },
  );
});
afterAll(async () => {
  db.close();
  await server.cleanup();
});

/** Everything the store holds, as text: a refused request must leave it as it was. */
function stored(): string {
  const tables = ['players', 'matches', 'seats', 'log', 'deadlines', 'chat'];
  return JSON.stringify(tables.map((t) => db.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all()));
}

const ALICE = 'Bearer <alice>';

interface Request {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly auth: string | null;
  readonly contentType: string | null;
  readonly body: string | null;
}

/** Lobby requests wrong in every way we could think of, and in ways fast-check thinks of. */
function requests(): fc.Arbitrary<Request> {
  const id = fc.oneof(
    { arbitrary: fc.constantFrom(...ids), weight: 4 },
    { arbitrary: fc.string({ maxLength: 30 }).map(encodeURIComponent), weight: 1 },
  );
  // Mostly the method each path takes, sometimes the other.
  const route = fc.oneof(
    fc.constantFrom(
      'POST /api/players',
      'GET /api/matches',
      'GET /api/matches/live',
      'GET /api/me/matches',
      'GET /api/me',
      'POST /api/me/name',
      'POST /api/me/token',
    ),
    fc.constant('POST /api/matches'),
    fc
      .tuple(id, fc.constantFrom('POST /join', 'POST /leave', 'POST /replace', 'GET /export', 'GET '))
      .map(([m, what]) => {
        const [method, rest] = what.split(' ');
        return `${method} /api/matches/${m}${rest}`;
      }),
  );
  const method = fc.oneof(
    { arbitrary: fc.constant(null), weight: 9 },
    { arbitrary: fc.constantFrom('GET', 'POST'), weight: 1 },
  );
  const auth = fc.oneof(
    { arbitrary: fc.constant(null), weight: 1 },
    // Alice's token as it is when the request goes: one that succeeds at /api/me/token replaces it.
    { arbitrary: fc.constant(ALICE), weight: 3 },
    { arbitrary: fc.string({ maxLength: 60 }).map((t) => `Bearer ${t}`), weight: 1 },
    { arbitrary: fc.string({ maxLength: 60 }), weight: 1 },
  );
  const seat = fc.oneof(
    { arbitrary: fc.constant({ kind: 'open' }), weight: 15 },
    {
      arbitrary: fc.record({ kind: fc.constant('bot'), bot: fc.constantFrom('greedy', 'random', 'heuristic', 'x') }),
      weight: 3,
    },
    { arbitrary: fc.record({ kind: fc.constantFrom('open', 'bot', 'human', ''), bot: fc.jsonValue() }), weight: 1 },
  );
  const name = fc.oneof(fc.string({ maxLength: 80 }), fc.jsonValue());
  const seatNumber = fc.oneof(
    { arbitrary: fc.integer({ min: -2, max: 8 }), weight: 4 },
    { arbitrary: fc.jsonValue(), weight: 1 },
  );
  const newMatch = fc.record(
    {
      game: fc.oneof(
        { arbitrary: fc.constantFrom('arms-dealers', 'gocaine'), weight: 4 },
        { arbitrary: fc.oneof(fc.constant('dog-eat-dog'), fc.string()), weight: 1 },
      ),
      seats: fc.oneof(
        { arbitrary: fc.array(seat, { minLength: 2, maxLength: 6 }), weight: 9 },
        { arbitrary: fc.oneof(fc.array(seat, { maxLength: 8 }), fc.jsonValue()), weight: 1 },
      ),
      options: fc.oneof(
        { arbitrary: fc.constant({}), weight: 2 },
        {
          arbitrary: fc.record(
            {
              offersPerTurn: fc.integer({ min: -1, max: 5 }),
              moneyTrades: fc.boolean(),
              knockThreshold: fc.integer({ min: -5, max: 300 }),
            },
            { requiredKeys: [] },
          ),
          weight: 2,
        },
        { arbitrary: fc.oneof(fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 4 }), fc.jsonValue()), weight: 1 },
      ),
      clock: fc.oneof(
        { arbitrary: fc.constant({ mode: 'none' }), weight: 4 },
        {
          arbitrary: fc.record({
            mode: fc.constant('realtime'),
            turnSeconds: fc.integer({ min: 0, max: 100 }),
            reserveSeconds: fc.integer({ min: 0, max: 100 }),
            windowSeconds: fc.integer({ min: 0, max: 100 }),
            onTurnExpiry: fc.constantFrom('bot', 'forfeit', 'x'),
          }),
          weight: 2,
        },
        {
          arbitrary: fc.record({
            mode: fc.constant('turn-based'),
            turnHours: fc.integer({ min: 0, max: 100 }),
            windowHours: fc.integer({ min: 0, max: 100 }),
            onTurnExpiry: fc.constantFrom('bot', 'forfeit', 'x'),
          }),
          weight: 2,
        },
        { arbitrary: fc.jsonValue(), weight: 1 },
      ),
      join: fc.oneof({ arbitrary: fc.boolean(), weight: 9 }, { arbitrary: fc.jsonValue(), weight: 1 }),
    },
    { requiredKeys: ['game', 'seats'] },
  );
  // What each route takes, mostly, with a stray key now and then.
  const fitting = (path: string): fc.Arbitrary<Record<string, unknown>> =>
    path === '/api/players' || path === '/api/me/name'
      ? fc.record({ name }, { requiredKeys: [] })
      : path === '/api/me/token'
        ? fc.record(
            { token: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{22,40}$/), fc.string({ maxLength: 200 })) },
            { requiredKeys: [] },
          )
        : path === '/api/matches'
          ? fc.oneof(
              { arbitrary: newMatch, weight: 6 },
              { arbitrary: fc.tuple(newMatch, fc.jsonValue()).map(([v, setup]) => ({ ...v, setup })), weight: 1 },
            )
          : fc.record({ seat: seatNumber }, { requiredKeys: [] });
  const bodyFor = (path: string) =>
    fc.oneof(
      { arbitrary: fitting(path).map((v) => JSON.stringify(v)), weight: 8 },
      {
        arbitrary: fc
          .tuple(fitting(path), fc.string(), fc.jsonValue())
          .map(([v, k, x]) => JSON.stringify({ ...v, [k]: x })),
        weight: 1,
      },
      { arbitrary: fc.constant(null), weight: 1 },
      { arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)), weight: 2 },
      { arbitrary: fc.string({ maxLength: 200 }), weight: 1 },
      { arbitrary: fc.constant(`{"name":"${'x'.repeat(70_000)}"}`), weight: 1 },
    );
  return route.chain((r) => {
    const [usual, path] = r.split(' ') as ['GET' | 'POST', string];
    return fc.record({
      method: method.map((m) => m ?? usual),
      path: fc.constant(path),
      auth,
      contentType: fc.oneof(
        { arbitrary: fc.constant('application/json'), weight: 8 },
        { arbitrary: fc.constantFrom(null, 'text/plain'), weight: 1 },
      ),
      body: bodyFor(path.replace(/\/api\/matches\/.*/, '/api/matches/:id')),
    });
  });
}

describe('bad input to the lobby API', () => {
  it('gets a refusal with a code, or a success, never a failure of the server; a refusal stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(requests(), async (r) => {
        const before = stored();
        const res = await fetch(`${server.url}${r.path}`, {
          method: r.method,
          headers: {
            ...(r.auth !== null ? { authorization: r.auth === ALICE ? `Bearer ${alice.token}` : r.auth } : {}),
            ...(r.contentType !== null ? { 'content-type': r.contentType } : {}),
          },
          ...(r.method === 'POST' && r.body !== null ? { body: r.body } : {}),
        });
        const text = await res.text();
        expect(res.status, text).toBeLessThan(500);
        if (res.ok && r.path === '/api/me/token') alice.token = (JSON.parse(text) as { token: string }).token;
        if (res.status >= 400) {
          const refusal = JSON.parse(text) as { error: { code: string; message: string } };
          expect(refusal.error.code).toMatch(/^(lobby|http|text)\/[a-z-]+$/);
          expect(refusal.error.message.length).toBeGreaterThan(0);
          expect(stored()).toBe(before);
        }
      }),
      { numRuns: 500, seed: 20261130 },
    );
  });
});
