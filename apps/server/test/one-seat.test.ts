import type { Created, PublicMatch } from '@cutthroat/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../src/testing/client.js';
import { newPlayer, testServer } from '../src/testing/harness.js';

type Server = Awaited<ReturnType<typeof testServer>>;
let server: Server;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.cleanup();
});

const threeOpen = [{ kind: 'open' }, { kind: 'open' }, { kind: 'open' }];

describe('seats per person', () => {
  it('are one per match by default: a second join is refused with a code, and takes nothing', async () => {
    const ann = await newPlayer(server.url, 'Ann');
    const created = await api<Created>(
      server.url,
      'POST',
      '/api/matches',
      { game: 'arms-dealers', seats: threeOpen, join: true },
      ann.token,
    );
    expect(created.body.match.hotSeat).toBe(false);
    const id = created.body.match.id;
    for (const body of [{}, { seat: 1 }, { seat: 2 }]) {
      const again = await api(server.url, 'POST', `/api/matches/${id}/join`, body, ann.token);
      expect(again).toMatchObject({ status: 409, body: { error: { code: 'lobby/already-seated' } } });
    }
    const after = await api<PublicMatch>(server.url, 'GET', `/api/matches/${id}`);
    expect(after.body.seats.map((s) => s.kind)).toEqual(['human', 'open', 'open']);
    expect(after.body.status).toBe('waiting');
  });

  it('may be several for one person in a match for hot-seat play', async () => {
    const ann = await newPlayer(server.url, 'Ann');
    const created = await api<Created>(
      server.url,
      'POST',
      '/api/matches',
      { game: 'arms-dealers', seats: threeOpen, join: true, hotSeat: true },
      ann.token,
    );
    expect(created.body.match.hotSeat).toBe(true);
    const id = created.body.match.id;
    expect((await api(server.url, 'POST', `/api/matches/${id}/join`, {}, ann.token)).status).toBe(200);
    expect((await api(server.url, 'POST', `/api/matches/${id}/join`, {}, ann.token)).status).toBe(200);
    expect((await api<PublicMatch>(server.url, 'GET', `/api/matches/${id}`)).body.status).toBe('active');
  });
});
