import { afterEach, describe, expect, it } from 'vitest';
import { api, TestClient } from '../testing/client.js';
import { newPlayer, testServer } from '../testing/harness.js';

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
    expect(await (await fetch(`${server.url}/metrics`)).text()).toContain(
      'cutthroat_refused_total{limit="lobby-writes"} 3\n',
    );
  });

  it('counts each client behind a trusted proxy on its own', async () => {
    server = await start(true);
    for (let i = 0; i < 3; i++) expect((await newPlayerFrom(server, '203.0.113.9')).status).toBe(200);
    expect((await newPlayerFrom(server, '203.0.113.9')).status).toBe(429);
    expect((await newPlayerFrom(server, '198.51.100.7')).status).toBe(200);
  });
});

describe('the sockets one address may hold open', () => {
  it('refuses one over the limit with a code, and takes one again once another closes', async () => {
    const server = await testServer({ socketsPerAddress: 2 });
    try {
      const ann = await newPlayer(server.url, 'Ann');
      const created = await api<{ match: { id: string } }>(
        server.url,
        'POST',
        '/api/matches',
        {
          game: 'arms-dealers',
          seats: [{ kind: 'open' }, { kind: 'open' }],
        },
        ann.token,
      );
      const id = created.body.match.id;
      const [first, second] = [await TestClient.connect(server.url), await TestClient.connect(server.url)];
      await Promise.all([first.hello(id), second.hello(id)]);
      const third = await TestClient.connect(server.url);
      expect(await third.next('error', () => true)).toMatchObject({ code: 'protocol/too-many-sockets' });
      expect((await third.closed).code).toBe(1008);
      expect(await (await fetch(`${server.url}/metrics`)).text()).toContain(
        'cutthroat_refused_total{limit="sockets"} 1\n',
      );
      first.close();
      await first.closed;
      // The server counts the close once its side has it: try until a place is free.
      let fourth: TestClient | null = null;
      for (let i = 0; i < 50 && !fourth; i++) {
        const c = await TestClient.connect(server.url);
        const answer = await Promise.race([c.hello(id), c.closed.then(() => null)]);
        if (answer) fourth = c;
      }
      expect(fourth).not.toBeNull();
      fourth!.close();
      second.close();
    } finally {
      await server.cleanup();
    }
  });
});
