import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { api, TestClient } from '../../src/testing/client.js';
import { newPlayer, testServer } from '../../src/testing/harness.js';
import { redis } from '../support/services.js';
import type { AddressLimits } from '../../src/limits/index.js';

const rd = redis();

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

  it('counts an IPv6 client by its /64, whichever address of it a request comes from', async () => {
    server = await start(true);
    const ofOneHost = ['2001:db8:7:1::a', '2001:db8:7:1::b', '2001:db8:7:1:8a2e:370:7334:1'];
    for (const address of ofOneHost) expect((await newPlayerFrom(server, address)).status).toBe(200);
    expect((await newPlayerFrom(server, '2001:db8:7:1::c')).status).toBe(429);
    // The next /64 is another customer's; an IPv4 client written as IPv6 is that IPv4 client.
    expect((await newPlayerFrom(server, '2001:db8:7:2::a')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await newPlayerFrom(server, '::ffff:203.0.113.9')).status).toBe(200);
    expect((await newPlayerFrom(server, '203.0.113.9')).status).toBe(429);
  });
});

/** A match with two open seats, made through `server`; its id. */
async function openMatch(server: Server): Promise<string> {
  const ann = await newPlayer(server.url, 'Ann');
  const created = await api<{ match: { id: string } }>(
    server.url,
    'POST',
    '/api/matches',
    { game: 'arms-dealers', seats: [{ kind: 'open' }, { kind: 'open' }] },
    ann.token,
  );
  return created.body.match.id;
}

/** An open match made through `server`, and two sockets of this address watching it. */
async function matchWatchedTwice(server: Server): Promise<{ id: string; sockets: [TestClient, TestClient] }> {
  const id = await openMatch(server);
  const sockets: [TestClient, TestClient] = [
    await TestClient.connect(server.url),
    await TestClient.connect(server.url),
  ];
  await Promise.all(sockets.map((c) => c.hello(id)));
  return { id, sockets };
}

/** Connects until `server` takes the socket (it counts a close once its side has it). */
async function connectOnceFree(server: Server, matchId: string): Promise<TestClient | null> {
  for (let i = 0; i < 50; i++) {
    const c = await TestClient.connect(server.url);
    if (await Promise.race([c.hello(matchId), c.closed.then(() => null)])) return c;
  }
  return null;
}

describe('the sockets one address may hold open', () => {
  it('refuses one over the limit with a code, and takes one again once another closes', async () => {
    const server = await testServer({ socketsPerAddress: 2 });
    try {
      const {
        id,
        sockets: [first, second],
      } = await matchWatchedTwice(server);
      const third = await TestClient.connect(server.url);
      expect(await third.next('error', () => true)).toMatchObject({ code: 'protocol/too-many-sockets' });
      expect((await third.closed).code).toBe(1008);
      expect(await (await fetch(`${server.url}/metrics`)).text()).toContain(
        'cutthroat_refused_total{limit="sockets"} 1\n',
      );
      first.close();
      await first.closed;
      const fourth = await connectOnceFree(server, id);
      expect(fourth).not.toBeNull();
      fourth!.close();
      second.close();
    } finally {
      await server.cleanup();
    }
  });

  it('counts the sockets of an IPv6 client by its /64', async () => {
    const server = await testServer({ socketsPerAddress: 2, trustProxy: true });
    const from = (address: string) => TestClient.connect(server.url, { headers: { 'x-forwarded-for': address } });
    try {
      const id = await openMatch(server);
      const held = [await from('2001:db8:9:1::a'), await from('2001:db8:9:1:5::b')];
      await Promise.all(held.map((c) => c.hello(id)));
      const third = await from('2001:db8:9:1::c');
      expect(await third.next('error', () => true)).toMatchObject({ code: 'protocol/too-many-sockets' });
      const otherNetwork = await from('2001:db8:9:2::a');
      await otherNetwork.hello(id);
      for (const c of [...held, otherNetwork]) c.close();
    } finally {
      await server.cleanup();
    }
  });
});

describe('the sockets one address may open a second', () => {
  /** What the server answers a WebSocket it refuses before the handshake. */
  function refusedUpgrade(url: string): Promise<{ status: number; retryAfter: unknown; body: unknown }> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`);
      ws.on('error', () => undefined);
      ws.on('open', () => reject(new Error('the socket was opened')));
      ws.on('unexpected-response', (_req, res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body: JSON.parse(body) }),
        );
      });
    });
  }

  it('refuses one over the limit before its handshake, with a code and when to try again', async () => {
    const server = await testServer({ socketOpenLimit: { rate: 0.001, burst: 2 } });
    try {
      const {
        id,
        sockets: [first, second],
      } = await matchWatchedTwice(server);
      // Closing one frees a place to hold, not to open: the third is still too fast.
      first.close();
      await first.closed;
      expect(await refusedUpgrade(server.url)).toEqual({
        status: 429,
        retryAfter: '1000',
        body: {
          error: {
            code: 'protocol/connecting-too-fast',
            message: 'at most 0.001 sockets a second may be opened from one address (bursts of 2); try again in 1000 s',
          },
        },
      });
      expect(await (await fetch(`${server.url}/metrics`)).text()).toContain(
        'cutthroat_refused_total{limit="socket-opens"} 1\n',
      );
      // The socket still open is not touched, and the lobby still answers the address.
      await second.roundTrip();
      expect((await api(server.url, 'GET', `/api/matches/${id}`)).status).toBe(200);
      second.close();
    } finally {
      await server.cleanup();
    }
  });
});

describe('the chat lines one address may say a second', () => {
  it('refuses a line over the limit, whichever of its sockets says it, with a code, and keeps nothing of it', async () => {
    const server = await testServer({ chatAddressLimit: { rate: 0.001, burst: 3 } });
    try {
      const {
        id,
        sockets: [one, two],
      } = await matchWatchedTwice(server);
      // Two lines each: within each socket's own limit (5 at once), over the address's third.
      for (const [c, text] of [
        [one, 'one-a'],
        [two, 'two-a'],
        [one, 'one-b'],
      ] as const) {
        c.send({ v: 1, type: 'chat', text });
        await c.next('chat', (m) => m.text === text);
      }
      const from = two.received.length;
      two.send({ v: 1, type: 'chat', text: 'two-b' });
      const refused = await two.next('error', () => true, from);
      expect(refused).toMatchObject({ code: 'protocol/chat-too-fast' });
      expect(refused.type === 'error' && refused.message).toMatch(/from one address, all its sockets together/);
      expect(await (await fetch(`${server.url}/metrics`)).text()).toContain(
        'cutthroat_refused_total{limit="chat-lines"} 1\n',
      );
      const late = await TestClient.connect(server.url);
      await late.hello(id);
      expect((await late.next('chat-log')).lines.map((l) => l.text)).toEqual(['one-a', 'two-a', 'one-b']);
      for (const c of [one, two, late]) c.close();
    } finally {
      await server.cleanup();
    }
  });
});

describe('a connection reset while its socket limit is asked', () => {
  it('is dropped, freed, and does not bring the server down', async () => {
    // The limit answers when the test says, as Redis might take its time.
    let answer!: (taken: boolean) => void;
    const asked = new Promise<boolean>((resolve) => (answer = resolve));
    const counted = { taken: 0, released: 0 };
    const limits: AddressLimits = {
      socketLimit: 100,
      takeWrite: () => Promise.resolve(0),
      takeOpen: () => Promise.resolve(0),
      takeChat: () => Promise.resolve(0),
      takeSocket: () => (counted.taken++, asked),
      releaseSocket: () => void counted.released++,
      close: () => Promise.resolve(),
    };
    const server = await testServer({}, { limits });
    try {
      const upgrading = new Promise<Socket>((resolve) =>
        server.app.server.once('upgrade', (_req, socket: Socket) => resolve(socket)),
      );
      const raw = connect(server.port, '127.0.0.1');
      await new Promise((resolve) => raw.once('connect', resolve));
      raw.write(
        'GET /ws HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      );
      const socket = await upgrading;
      const gone = new Promise((resolve) => socket.once('close', resolve));
      raw.resetAndDestroy();
      await gone;
      answer(true);
      await asked;
      // Freed once the server hears the answer, a few turns of promises on.
      await vi.waitFor(() => expect(counted).toEqual({ taken: 1, released: 1 }));
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server.cleanup();
    }
  });
});

describe.skipIf(rd.skipped !== null)(
  `the limits per address, shared by processes over Redis${rd.skipped ? ` (${rd.skipped})` : ''}`,
  () => {
    it('give an address its writes and sockets once, whichever process it reaches', async () => {
      // Two processes on one Redis, each with a database of its own: the limits are all they share.
      const shared = { redisUrl: rd.url, redisPrefix: `cutthroat-test:${randomUUID()}:` };
      const limits = { httpRateLimit: { rate: 0.001, burst: 4 }, socketsPerAddress: 2 };
      const one = await testServer({ ...shared, ...limits });
      const two = await testServer({ ...shared, ...limits });
      try {
        const id = await openMatch(one); // a player and a match: two writes through process one
        expect((await newPlayerFrom(two)).status).toBe(200);
        expect((await newPlayerFrom(one)).status).toBe(200);
        expect(await newPlayerFrom(two)).toMatchObject({
          status: 429,
          body: { error: { code: 'lobby/rate-limited' } },
        });

        const first = await TestClient.connect(one.url);
        await first.hello(id);
        // The match is in process one's database only; an open socket counts, whatever it says.
        const second = await TestClient.connect(two.url);
        const third = await TestClient.connect(one.url);
        expect(await third.next('error', () => true)).toMatchObject({ code: 'protocol/too-many-sockets' });
        second.close();
        await second.closed;
        const fourth = await connectOnceFree(one, id);
        expect(fourth).not.toBeNull();
        fourth!.close();
        first.close();
      } finally {
        await one.cleanup();
        await two.cleanup();
      }
    });
  },
);
