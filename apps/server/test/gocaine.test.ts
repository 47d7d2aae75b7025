import { commitmentOf, replay } from '@cutthroat/engine';
import { CATALOG } from '@cutthroat/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, TestClient } from '../src/testing/client.js';
import { newPlayer, randomPicker, testServer } from '../src/testing/harness.js';

type Server = Awaited<ReturnType<typeof testServer>>;
let server: Server;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.cleanup();
});

describe('GoCaine over the server', () => {
  it('a person and five heuristic bots play six seats to the knock and the last round', async () => {
    const ada = await newPlayer(server.url, 'Ada');
    // Seat-order windows: one seat may act at any moment, so the match is the same on every run.
    const options = { windowOrder: 'seat-order' };
    const created = await api<{
      match: { id: string; commitment: string };
      joined: { seat: number; seatToken: string };
    }>(
      server.url,
      'POST',
      '/api/matches',
      {
        game: 'gocaine',
        seats: [{ kind: 'open' }, ...Array.from({ length: 5 }, () => ({ kind: 'bot', bot: 'heuristic' }))],
        options,
        join: true,
      },
      ada.token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.match.id;
    const client = await TestClient.connect(server.url);
    const spectator = await TestClient.connect(server.url);
    await client.hello(id, created.body.joined.seatToken);
    await spectator.hello(id);
    // The person never interdicts or buys on a whim: a pass or the first listed action, else random.
    const random = randomPicker('ada');
    client.autoplay((legal) => {
      const pass = legal.find((a) => (a as { type: string }).type === 'pass');
      return pass ?? random(legal);
    });
    const [end, watched] = await Promise.all([client.next('end'), spectator.next('end')]);
    expect(watched).toEqual(end);
    expect(commitmentOf(end.secret)).toBe(created.body.match.commitment);
    // Nothing but views: no payload before the end holds the secret or the dice generator's state.
    for (const c of [client, spectator]) {
      const before = c.raw.slice(
        0,
        c.received.findIndex((m) => m.type === 'end'),
      );
      expect(before.some((text) => text.includes(end.secret) || /"(rng|forcedDice)"/.test(text))).toBe(false);
    }
    const events = spectator.received.flatMap((m) => (m.type === 'event' ? m.events : [])) as { type: string }[];
    const knock = events.findIndex((e) => e.type === 'knock');
    expect(knock, 'a bot knocked').toBeGreaterThan(-1);
    // After the knock every other seat took exactly one more turn.
    const after = events.slice(knock).filter((e) => e.type === 'turn-ended');
    expect(after).toHaveLength(6);
    const exported = await api<{ log: { actor: number; action: unknown }[]; match: { seatSeeds: string[] } }>(
      server.url,
      'GET',
      `/api/matches/${id}/export`,
    );
    const again = replay(
      CATALOG.get('gocaine')!.game,
      { game: 'gocaine', players: 6, options, secret: end.secret, seatSeeds: exported.body.match.seatSeeds },
      exported.body.log,
    );
    expect(again.ok && again.value.outcome).toEqual(end.outcome);
    client.close();
    spectator.close();
    await Promise.all([client.closed, spectator.closed]);
  });
});
