import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../src/testing/client.js';
import { newPlayer, testServer } from '../src/testing/harness.js';

type Server = Awaited<ReturnType<typeof testServer>>;
let server: Server;
beforeAll(async () => {
  server = await testServer({ openMatchesPerAddress: 2 });
});
afterAll(async () => {
  await server.cleanup();
});

const create = (body: Record<string, unknown>, token?: string) =>
  api<{ match: { id: string }; error: { code: string } }>(
    server.url,
    'POST',
    '/api/matches',
    { game: 'arms-dealers', seats: [{ kind: 'open' }, { kind: 'open' }], ...body },
    token,
  );

describe('listed matches waiting for players, per address', () => {
  it('are capped: past the cap a listed one is refused with a code; by invitation or full, not', async () => {
    const ann = await newPlayer(server.url, 'Ann');
    const first = await create({});
    expect((await create({ join: true }, ann.token)).status).toBe(201);
    const third = await create({});
    expect(third).toMatchObject({ status: 429, body: { error: { code: 'lobby/too-many-open' } } });
    expect((await api<{ matches: unknown[] }>(server.url, 'GET', '/api/matches')).body.matches).toHaveLength(2);
    expect((await create({ listed: false })).status).toBe(201);
    const bots = [
      { kind: 'bot', bot: 'random' },
      { kind: 'bot', bot: 'greedy' },
    ];
    expect((await create({ seats: bots })).status).toBe(201);
    // One fills and starts: a place is free again.
    const bob = await newPlayer(server.url, 'Bob');
    const cy = await newPlayer(server.url, 'Cy');
    for (const p of [bob, cy]) {
      expect((await api(server.url, 'POST', `/api/matches/${first.body.match.id}/join`, {}, p.token)).status).toBe(200);
    }
    expect((await create({})).status).toBe(201);
  });
});
