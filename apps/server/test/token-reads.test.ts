import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../src/testing/client.js';
import { testServer } from '../src/testing/harness.js';

type Server = Awaited<ReturnType<typeof testServer>>;
let server: Server;
// The limiter's clock stands still: nothing refills during the test.
beforeAll(async () => {
  server = await testServer({ httpRateLimit: { rate: 1, burst: 3 } }, { now: () => 0 });
});
afterAll(async () => {
  await server.cleanup();
});

describe('reads that check a token', () => {
  it('are limited per address as writes are, so that tokens cannot be tried at will', async () => {
    const guesses = ['a', 'b', 'c', 'd', 'e'].map((c) => c.repeat(43));
    const answers = [];
    for (const [i, guess] of guesses.entries()) {
      const path = i % 2 === 0 ? '/api/me' : '/api/me/matches';
      answers.push((await api<{ error: { code: string } }>(server.url, 'GET', path, undefined, guess)).body.error.code);
    }
    expect(answers).toEqual([
      'lobby/unauthorized',
      'lobby/unauthorized',
      'lobby/unauthorized',
      'lobby/rate-limited',
      'lobby/rate-limited',
    ]);
    // Reads without a token are not: the lists of matches stay open to anyone.
    expect((await api(server.url, 'GET', '/api/matches')).status).toBe(200);
    expect((await api(server.url, 'GET', '/api/games')).status).toBe(200);
  });
});
