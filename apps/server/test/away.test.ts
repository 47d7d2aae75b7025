import { AWAY_HOURS } from '@cutthroat/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { api, TestClient } from '../src/testing/client.js';
import { newPlayer, testServer } from '../src/testing/harness.js';
import { interceptWindow } from './support/matches.js';

type Server = Awaited<ReturnType<typeof testServer>>;
const HOUR = 3_600_000;

/** Time is an input: the test moves this clock. */
let clock = 1_750_000_000_000;
let server: Server | null = null;
afterEach(async () => {
  await server?.cleanup();
  server = null;
});

/** Ann and Ben and a greedy bot, with the given clock; both connected. Who the match waits for. */
async function annBenAndABot(s: Server, matchClock: unknown = { mode: 'none' }) {
  const ann = await newPlayer(s.url, 'Ann');
  const ben = await newPlayer(s.url, 'Ben');
  const created = await api<{ match: { id: string }; joined: { seatToken: string } }>(
    s.url,
    'POST',
    '/api/matches',
    {
      game: 'arms-dealers',
      seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'bot', bot: 'greedy' }],
      options: { offersPerTurn: 0 },
      clock: matchClock,
      join: true,
    },
    ann.token,
  );
  const id = created.body.match.id;
  const joined = await api<{ seatToken: string }>(s.url, 'POST', `/api/matches/${id}/join`, {}, ben.token);
  const sockets = [await TestClient.connect(s.url), await TestClient.connect(s.url)];
  await sockets[0]!.hello(id, created.body.joined.seatToken);
  await sockets[1]!.hello(id, joined.body.seatToken);
  // The bot may move first; then the match waits for one of the two: the first with legal actions.
  const away = await new Promise<number>((resolve) =>
    sockets.forEach((c, seat) => {
      if (c.latest()?.legal.length) resolve(seat);
      void c.next('event', (m) => m.legal.length > 0).then(() => resolve(seat));
    }),
  );
  const players = [ann, ben];
  return { id, sockets, away, present: 1 - away, players };
}

const replace = (s: Server, id: string, seat: number, token: string) =>
  api<{ replaced?: number; bot?: string; error?: { code: string; message: string } }>(
    s.url,
    'POST',
    `/api/matches/${id}/replace`,
    { seat },
    token,
  );

describe('a player who went away from a match without a clock', () => {
  it(`may have their seat handed to a bot by another player once the match has waited ${AWAY_HOURS} h`, async () => {
    server = await testServer({}, { now: () => clock });
    const started = clock;
    const { id, sockets, away, present, players } = await annBenAndABot(server);
    const token = players[present]!.token;

    clock = started + 5 * HOUR;
    const early = await replace(server, id, away, token);
    expect(early).toMatchObject({ status: 409, body: { error: { code: 'lobby/not-away' } } });
    expect(early.body.error?.message).toMatch(/5 h; after 72 h \(in 67 h\)/);
    // Not one's own seat, not a seat the match does not wait for, not a bot's.
    expect(await replace(server, id, away, players[away]!.token)).toMatchObject({
      status: 409,
      body: { error: { code: 'lobby/not-your-seat' } },
    });
    clock = started + AWAY_HOURS * HOUR;
    expect((await replace(server, id, present, token)).body.error?.code).toBe('lobby/not-your-seat');
    expect((await replace(server, id, 2, token)).body.error?.code).toBe('lobby/not-away');
    // Someone with no seat there may not either.
    const cat = await newPlayer(server.url, 'Cat');
    expect((await replace(server, id, away, cat.token)).body.error?.code).toBe('lobby/not-your-seat');

    expect(await replace(server, id, away, token)).toEqual({ status: 200, body: { replaced: away, bot: 'greedy' } });
    await sockets[present]!.next('seats', (m) => m.seats[away]?.kind === 'bot');
    // The bot plays the seat on: the match moves, and its player, back, sees it as the seat does.
    await sockets[present]!.next('event', (m) => m.actor === away);
    expect(await sockets[away]!.next('event', (m) => m.actor === away)).toMatchObject({ legal: [] });
    sockets[away]!.close();
    sockets[present]!.close();
  });

  it('counts from when the match began waiting for them, whatever the others answered meanwhile', async () => {
    server = await testServer({}, { now: () => clock, allowFixtures: true });
    const opened = clock + HOUR;
    clock = opened;
    // Alice lays a deal: the match waits for Bob and Carol to answer it, from now.
    const { id, seats, people, open } = await interceptWindow(server.url);
    const [, bob] = seats;
    // Bob answers 60 h later; Carol never does.
    clock = opened + 60 * HOUR;
    expect(await bob!.act({ type: 'pass' }, open)).toMatchObject({ type: 'ack' });
    clock = opened + (AWAY_HOURS - 1) * HOUR;
    const early = await replace(server, id, 2, people[1]!.token);
    expect(early.body.error?.message).toMatch(/71 h; after 72 h \(in 1 h\)/);
    clock = opened + AWAY_HOURS * HOUR;
    expect(await replace(server, id, 2, people[1]!.token)).toEqual({
      status: 200,
      body: { replaced: 2, bot: 'greedy' },
    });
    for (const c of seats) c.close();
  });

  it('is moved by the clock instead, in a match that has one', async () => {
    server = await testServer({}, { now: () => clock });
    const started = clock;
    const { id, sockets, away, present, players } = await annBenAndABot(server, {
      mode: 'turn-based',
      turnHours: 24,
    });
    clock = started + 100 * HOUR;
    expect((await replace(server, id, away, players[present]!.token)).body.error?.code).toBe('lobby/has-clock');
    for (const c of sockets) c.close();
  });
});
