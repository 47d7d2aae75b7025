import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, TestClient } from '../src/testing/client.js';
import { testServer } from '../src/testing/harness.js';
import { MAX_BUFFERED_BYTES } from '../src/live/connection.js';

type Server = Awaited<ReturnType<typeof testServer>>;
let server: Server;
beforeAll(async () => {
  // Resyncs answered as fast as asked (a client may resync once a second): the volume to pile up.
  server = await testServer({ resyncLimit: { rate: 100_000, burst: 100_000 } });
});
afterAll(async () => {
  await server.cleanup();
});

const metric = async (name: string) =>
  Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(await (await fetch(`${server.url}/metrics`)).text())?.[1]);

describe('a socket that does not read what it is sent', () => {
  it('is dropped once what waits for it passes the bound, and a socket that reads is not', async () => {
    // A long match of bots only, over: every resync sends its whole history again (tens of KB).
    const created = await api<{ match: { id: string } }>(server.url, 'POST', '/api/matches', {
      game: 'gocaine',
      seats: Array.from({ length: 6 }, () => ({ kind: 'bot', bot: 'heuristic' })),
    });
    const id = created.body.match.id;
    await vi.waitFor(async () => expect((await api(server.url, 'GET', `/api/matches/${id}/export`)).status).toBe(200), {
      timeout: 30_000,
      interval: 50,
    });

    // A client that reads asks for resyncs as often as it likes, one after the other's answer.
    const reader = await TestClient.connect(server.url);
    await reader.hello(id);
    let sent = 0;
    for (let i = 0; i < 20; i++) {
      const from = reader.received.length;
      reader.send({ v: 1, type: 'resync' });
      await reader.next('chat-log', () => true, from);
      sent += reader.raw.slice(from).reduce((n, text) => n + Buffer.byteLength(text), 0);
    }
    // What it read is more than the bound: the bound is on what waits, not on what is sent.
    expect(sent).toBeGreaterThan(MAX_BUFFERED_BYTES);

    // One that stops reading and asks for as much: its answers pile up in the server, up to the
    // bound (past what the kernel's buffers take), and then it is dropped.
    const stalled = await TestClient.connect(server.url);
    await stalled.hello(id);
    const socket = stalled.socket;
    if (!socket) throw new Error('the client was upgraded without a connection');
    socket.pause();
    for (let i = 0; i < 400; i++) stalled.send({ v: 1, type: 'resync' });
    await vi.waitFor(async () => expect(await metric('cutthroat_slow_sockets_dropped_total')).toBe(1), {
      timeout: 20_000,
      interval: 50,
    });
    socket.resume();
    expect((await stalled.closed).code).toBe(1006);

    await reader.roundTrip();
    expect(await metric('cutthroat_slow_sockets_dropped_total')).toBe(1);
    reader.close();
  });
});
