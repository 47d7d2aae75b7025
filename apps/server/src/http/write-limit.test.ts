import { afterEach, describe, expect, it } from 'vitest';
import { testServer } from '../testing/harness.js';

type Server = Awaited<ReturnType<typeof testServer>>;

/** A POST to create a player, from `forwardedFor` if given (a proxy's header). */
async function newPlayerFrom(server: Server, forwardedFor?: string) {
  const res = await fetch(`${server.url}/api/players`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify({ name: 'Flood' }),
  });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as { token?: string; error?: { code: string } },
  };
}

describe("the lobby's limit on writes per address", () => {
  let server: Server | null = null;
  let t = 1_750_000_000_000;
  const start = (trustProxy?: true) =>
    testServer({ httpRateLimit: { rate: 1, burst: 3 }, trustProxy }, { now: () => t });
  afterEach(async () => {
    await server?.cleanup();
    server = null;
  });

  it('refuses a write over it with a code and the time to wait, and creates nothing for it', async () => {
    server = await start();
    const first = await Promise.all([1, 2, 3].map(() => newPlayerFrom(server!)));
    expect(first.map((r) => r.status)).toEqual([200, 200, 200]);
    const over = await newPlayerFrom(server);
    expect(over).toMatchObject({ status: 429, retryAfter: '1', body: { error: { code: 'lobby/rate-limited' } } });
    expect(over.body.token).toBeUndefined();
    // Reads are not writes: the lists still answer.
    expect((await fetch(`${server.url}/api/matches`)).status).toBe(200);
    // A forged X-Forwarded-For does not make a new address when no proxy is trusted.
    expect((await newPlayerFrom(server, '203.0.113.9')).status).toBe(429);
    t += 1000;
    expect((await newPlayerFrom(server)).status).toBe(200);
    expect((await newPlayerFrom(server)).status).toBe(429);
  });

  it('counts each client behind a trusted proxy on its own', async () => {
    server = await start(true);
    for (let i = 0; i < 3; i++) expect((await newPlayerFrom(server, '203.0.113.9')).status).toBe(200);
    expect((await newPlayerFrom(server, '203.0.113.9')).status).toBe(429);
    expect((await newPlayerFrom(server, '198.51.100.7')).status).toBe(200);
  });
});
