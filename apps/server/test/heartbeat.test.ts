import { ProtocolError } from '@cutthroat/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../src/testing/client.js';
import { testServer } from '../src/testing/harness.js';
import { twoPeopleMatch } from './support/matches.js';

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
    const { id, seatTokens } = await twoPeopleMatch(server.url);
    const alice = await TestClient.connect(server.url);
    await alice.hello(id, seatTokens[0]);
    // Bob's connection dies without a word: his side never answers a ping.
    const bob = await TestClient.connect(server.url, { answerPings: false });
    await bob.hello(id, seatTokens[1]);
    await alice.next('seats', (m) => m.seats[1]?.connected === true);

    // Every socket opened since the last heartbeat counts as alive: none is dropped, both pinged.
    const pings = [alice.pinged(), bob.pinged()];
    expect(server.heartbeat()).toBe(0);
    await Promise.all(pings);
    // Alice's pong went out before her round trip, so once that is back the server has read it.
    await Promise.all([alice.roundTrip(), bob.roundTrip()]);
    const from = alice.received.length;
    const pingedAgain = alice.pinged();
    expect(server.heartbeat()).toBe(1);
    expect((await bob.closed).code).toBe(1006);
    await alice.next('seats', (m) => m.seats[1]?.connected === false, from);
    await pingedAgain;
    await alice.roundTrip();
    expect(server.heartbeat()).toBe(0);
    expect(await (await fetch(`${server.url}/metrics`)).text()).toContain('cutthroat_sockets_dropped_total 1\n');
    alice.close();
  });

  it('closes a socket that has not said hello by its second visit, with a code; a seat that did stays', async () => {
    const { id, seatTokens } = await twoPeopleMatch(server.url);
    const seat = await TestClient.connect(server.url);
    await seat.hello(id, seatTokens[0]);
    // It answers pings and even asks for pongs, but never says who it is.
    const stranger = await TestClient.connect(server.url);
    await stranger.roundTrip();

    // The first visit only pings it: it may have opened a moment before.
    const pings = [seat.pinged(), stranger.pinged()];
    expect(server.heartbeat()).toBe(0);
    await Promise.all(pings);
    // Each pong went out before its round trip, so once that is back the server has read it.
    await Promise.all([seat.roundTrip(), stranger.roundTrip()]);
    expect(stranger.received.some((m) => m.type === 'error')).toBe(false);

    const seatPinged = seat.pinged();
    expect(server.heartbeat()).toBe(0);
    const error = await stranger.next('error');
    expect(error.code).toBe(ProtocolError.HelloFirst);
    expect((await stranger.closed).code).toBe(1000);
    await seatPinged;
    await seat.roundTrip();
    expect(server.heartbeat()).toBe(0);
    await seat.roundTrip();
    expect(await (await fetch(`${server.url}/metrics`)).text()).toContain(
      'cutthroat_sockets_closed_without_hello_total 1\n',
    );
    seat.close();
  });
});
