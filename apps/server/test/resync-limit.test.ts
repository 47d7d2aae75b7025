import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RESYNC_LIMIT } from '../src/live/connection.js';
import { TestClient } from '../src/testing/client.js';
import { testServer } from '../src/testing/harness.js';
import { twoPeopleMatch } from './support/matches.js';

type Server = Awaited<ReturnType<typeof testServer>>;
let server: Server;
/** The server's clock stands still: a put-off answer comes when its timer fires, not before. */
const now = 1_000_000;
beforeAll(async () => {
  server = await testServer({}, { now: () => now });
});
afterAll(async () => {
  await server.cleanup();
});

describe('resyncs', () => {
  it('are answered at once up to the burst; those asked beyond wait, and get one answer between them', async () => {
    expect(DEFAULT_RESYNC_LIMIT).toEqual({ rate: 1, burst: 3 });
    const { id, seatTokens } = await twoPeopleMatch(server.url);
    const client = await TestClient.connect(server.url);
    await client.hello(id, seatTokens[0]);
    const answers = () => client.received.filter((m) => m.type === 'snapshot').length - 1;

    for (let i = 0; i < 10; i++) client.send({ v: 1, type: 'resync' });
    await client.roundTrip();
    expect(answers()).toBe(DEFAULT_RESYNC_LIMIT.burst);
    // Nothing refused: the seven beyond the burst share the answer to come.
    expect(client.received.filter((m) => m.type === 'error')).toEqual([]);

    const from = client.received.length;
    await client.next('chat-log', () => true, from);
    expect(answers()).toBe(DEFAULT_RESYNC_LIMIT.burst + 1);
    expect(client.received.slice(from).map((m) => m.type)).toEqual(['snapshot', 'history', 'chat-log']);
    await client.roundTrip();
    expect(answers()).toBe(DEFAULT_RESYNC_LIMIT.burst + 1);
    client.close();
  });
});
