import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, TestClient } from './testing/client.js';
import { newPlayer, testServer } from './testing/harness.js';

type Server = Awaited<ReturnType<typeof testServer>>;
let server: Server;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.cleanup();
});

describe('the heartbeat', () => {
  it('drops a socket that stops answering pings, and its seat shows offline; the others stay', async () => {
    const ann = await newPlayer(server.url, 'Ann');
    const ben = await newPlayer(server.url, 'Ben');
    const created = await api<{ match: { id: string }; joined: { seatToken: string } }>(
      server.url,
      'POST',
      '/api/matches',
      { game: 'arms-dealers', seats: [{ kind: 'open' }, { kind: 'open' }], join: true },
      ann.token,
    );
    const id = created.body.match.id;
    const joined = await api<{ seat: number; seatToken: string }>(
      server.url,
      'POST',
      `/api/matches/${id}/join`,
      {},
      ben.token,
    );
    const annSocket = await TestClient.connect(server.url);
    await annSocket.hello(id, created.body.joined.seatToken);
    // Ben's connection dies without a word: his side never answers a ping.
    const benSocket = await TestClient.connect(server.url, { answerPings: false });
    await benSocket.hello(id, joined.body.seatToken);
    await annSocket.next('seats', (m) => m.seats[joined.body.seat]?.connected === true);

    // Every socket opened since the last heartbeat counts as alive: none is dropped, both pinged.
    const pings = [annSocket.pinged(), benSocket.pinged()];
    expect(server.heartbeat()).toBe(0);
    await Promise.all(pings);
    // Ann's pong went out before her round trip, so once that is back the server has read it.
    await Promise.all([annSocket.roundTrip(), benSocket.roundTrip()]);
    const from = annSocket.received.length;
    const pingedAgain = annSocket.pinged();
    expect(server.heartbeat()).toBe(1);
    expect((await benSocket.closed).code).toBe(1006);
    await annSocket.next('seats', (m) => m.seats[joined.body.seat]?.connected === false, from);
    await pingedAgain;
    await annSocket.roundTrip();
    expect(server.heartbeat()).toBe(0);
    expect(await (await fetch(`${server.url}/metrics`)).text()).toContain('cutthroat_sockets_dropped_total 1\n');
    annSocket.close();
  });
});
