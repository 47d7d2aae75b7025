import type { Created, PublicMatch } from '@cutthroat/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../src/testing/client.js';
import { testServer } from '../src/testing/harness.js';

type Server = Awaited<ReturnType<typeof testServer>>;
let server: Server;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.cleanup();
});

const seats = [{ kind: 'open' }, { kind: 'bot', bot: 'greedy' }];

describe('the bots’ pace of a new match', () => {
  it('is 700 ms unless the match asks for another, and is public', async () => {
    const plain = await api<Created>(server.url, 'POST', '/api/matches', { game: 'arms-dealers', seats });
    expect(plain.body.match.botPaceMs).toBe(700);
    const slow = await api<Created>(server.url, 'POST', '/api/matches', {
      game: 'arms-dealers',
      seats,
      botPaceMs: 1500,
    });
    const read = await api<PublicMatch>(server.url, 'GET', `/api/matches/${slow.body.match.id}`);
    expect(read.body.botPaceMs).toBe(1500);
  });

  it('refuses a pace out of bounds with a code, and creates nothing', async () => {
    const before = await api<{ matches: unknown[] }>(server.url, 'GET', '/api/matches');
    for (const botPaceMs of [-1, 5_001, 0.5, '700']) {
      const r = await api<{ error: { code: string; message: string } }>(server.url, 'POST', '/api/matches', {
        game: 'arms-dealers',
        seats,
        botPaceMs,
      });
      expect(r.status).toBe(400);
      expect(r.body.error.code).toMatch(/^lobby\//);
      expect(r.body.error.message).toMatch(/botPaceMs/);
    }
    const after = await api<{ matches: unknown[] }>(server.url, 'GET', '/api/matches');
    expect(after.body.matches.length).toBe(before.body.matches.length);
  });
});
