import { rmSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { commitmentOf, replay } from '@cutthroat/engine';
import { armsDealers } from '@cutthroat/arms-dealers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPEN_LIST_DAYS, type PlayerMatchList } from '@cutthroat/protocol';
import { api, TestClient } from '../src/testing/client.js';
import { newPlayer, randomPicker, testServer } from '../src/testing/harness.js';
import { interceptWindow, twoPeopleMatch } from './support/matches.js';

type Server = Awaited<ReturnType<typeof testServer>>;
interface Created {
  match: { id: string; commitment: string; status: string; seats: { seat: number; kind: string }[] };
  joined: { seat: number; seatToken: string } | null;
}

let server: Server;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.cleanup();
});

async function createMatch(token: string, seats: unknown[], join = true) {
  const r = await api<Created>(
    server.url,
    'POST',
    '/api/matches',
    {
      game: 'arms-dealers',
      seats,
      options: { offersPerTurn: 1 },
      join,
    },
    token,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

/**
 * A match of two open seats, started: the first player on two devices (one socket hello'd with the
 * seat token, one with the player token), the second on one socket with the seat token.
 */
async function twoDevicesAndOne(first: string, second: string) {
  const a = await newPlayer(server.url, first);
  const b = await newPlayer(server.url, second);
  const created = await createMatch(a.token, [{ kind: 'open' }, { kind: 'open' }]);
  const id = created.match.id;
  const bJoined = await api<{ seatToken: string }>(server.url, 'POST', `/api/matches/${id}/join`, {}, b.token);
  const bySeatToken = await TestClient.connect(server.url);
  await bySeatToken.hello(id, created.joined!.seatToken);
  const byPlayerToken = await TestClient.connect(server.url);
  await byPlayerToken.hello(id, a.token);
  const other = await TestClient.connect(server.url);
  await other.hello(id, bJoined.body.seatToken);
  return { a, b, id, seatToken: created.joined!.seatToken, bySeatToken, byPlayerToken, other };
}

describe('the lobby', () => {
  it('creates, lists, joins, leaves and lists a returning player’s matches', async () => {
    const alice = await newPlayer(server.url, 'Alice');
    const bob = await newPlayer(server.url, 'Bob');
    const created = await createMatch(alice.token, [
      { kind: 'open' },
      { kind: 'open' },
      { kind: 'bot', bot: 'greedy' },
    ]);
    expect(created.joined?.seat).toBe(0);
    expect(created.match.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(created)).not.toContain('test-secret');

    const open = await api<{ matches: { id: string; openSeats: number }[] }>(server.url, 'GET', '/api/matches');
    expect(open.body.matches.find((m) => m.id === created.match.id)?.openSeats).toBe(1);

    const joined = await api<{ seat: number }>(
      server.url,
      'POST',
      `/api/matches/${created.match.id}/join`,
      {},
      bob.token,
    );
    expect(joined.body.seat).toBe(1);
    const again = await api<{ error: { code: string } }>(
      server.url,
      'POST',
      `/api/matches/${created.match.id}/join`,
      { seat: 1 },
      alice.token,
    );
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'lobby/seat-taken' } } });

    const mine = await api<{ matches: { id: string; status: string }[] }>(
      server.url,
      'GET',
      '/api/me/matches',
      undefined,
      bob.token,
    );
    expect(mine.body.matches.map((m) => m.id)).toContain(created.match.id);
    const status = await api<{ status: string }>(server.url, 'GET', `/api/matches/${created.match.id}`);
    expect(status.body.status).toBe('active');
    // Once it has started, leaving hands the seat to a bot (its own test is below).
    const left = await api(server.url, 'POST', `/api/matches/${created.match.id}/leave`, { seat: 1 }, bob.token);
    expect(left).toEqual({ status: 200, body: { left: 1, bot: 'greedy' } });
  });

  it('renames a player for the seats they take next; the seat they hold keeps its name', async () => {
    const carol = await newPlayer(server.url, 'Carol');
    const first = await createMatch(carol.token, [{ kind: 'open' }, { kind: 'open' }]);
    const renamed = await api(server.url, 'POST', '/api/me/name', { name: '  Carol the Bold ' }, carol.token);
    expect(renamed).toEqual({ status: 200, body: { playerId: carol.playerId, name: 'Carol the Bold' } });
    // Whom a token speaks for (a browser handed it checks before keeping it), as renamed.
    expect(await api(server.url, 'GET', '/api/me', undefined, carol.token)).toEqual(renamed);
    expect(await api(server.url, 'GET', '/api/me', undefined, 'not-a-token')).toMatchObject({
      status: 401,
      body: { error: { code: 'lobby/unauthorized' } },
    });
    const second = await createMatch(carol.token, [{ kind: 'open' }, { kind: 'open' }]);
    const seat0 = async (id: string) =>
      (await api<{ seats: { name: string | null }[] }>(server.url, 'GET', `/api/matches/${id}`)).body.seats[0]!.name;
    expect(await seat0(first.match.id)).toBe('Carol');
    expect(await seat0(second.match.id)).toBe('Carol the Bold');

    for (const [body, token, status, code] of [
      [{ name: '   ' }, carol.token, 400, 'lobby/malformed'],
      [{ name: 'x'.repeat(41) }, carol.token, 400, 'lobby/malformed'],
      [{ name: 'Carol', admin: true }, carol.token, 400, 'lobby/malformed'],
      [{ name: 'Mallory' }, undefined, 401, 'lobby/unauthorized'],
      [{ name: 'Mallory' }, 'not-a-token', 401, 'lobby/unauthorized'],
    ] as const) {
      const r = await api<{ error: { code: string } }>(server.url, 'POST', '/api/me/name', body, token);
      expect(r, JSON.stringify(body)).toMatchObject({ status, body: { error: { code } } });
    }
    // Nothing refused changed the name.
    const third = await createMatch(carol.token, [{ kind: 'open' }, { kind: 'open' }]);
    expect(await seat0(third.match.id)).toBe('Carol the Bold');
  });

  it.each([
    [{ game: 'chess', seats: [{ kind: 'open' }, { kind: 'open' }] }, 400, 'lobby/unknown-game'],
    [{ game: 'arms-dealers', seats: [{ kind: 'open' }] }, 400, 'lobby/malformed'],
    [{ game: 'arms-dealers', seats: [{ kind: 'bot', bot: 'genius' }, { kind: 'open' }] }, 400, 'lobby/unknown-bot'],
    [
      { game: 'arms-dealers', seats: [{ kind: 'open' }, { kind: 'open' }], options: { offersPerTurn: -1 } },
      400,
      'lobby/bad-options',
    ],
    [{ game: 'arms-dealers', seats: [{ kind: 'open' }, { kind: 'open' }], extra: 1 }, 400, 'lobby/malformed'],
    [{ game: 'arms-dealers', seats: [{ kind: 'open' }, { kind: 'open' }], join: true }, 401, 'lobby/unauthorized'],
    [
      { game: 'arms-dealers', seats: [{ kind: 'open' }, { kind: 'open' }], setup: { firstPlayer: 1 } },
      400,
      'lobby/fixtures-off',
    ],
  ])('refuses %j with %i %s', async (body, status, code) => {
    const r = await api<{ error: { code: string } }>(server.url, 'POST', '/api/matches', body);
    expect(r).toMatchObject({ status, body: { error: { code } } });
  });

  it('answers unknown matches, bad ids and unauthenticated calls with codes', async () => {
    expect((await api(server.url, 'GET', '/api/matches/nosuchmatch123')).status).toBe(404);
    expect((await api(server.url, 'GET', '/api/matches/bad!id')).status).toBe(400);
    expect((await api(server.url, 'GET', '/api/me/matches')).status).toBe(401);
    expect((await api(server.url, 'POST', '/api/matches/nosuchmatch123/join', {}, 'forged-token-forged')).status).toBe(
      404,
    );
  });

  it('tells a returning player of a turn-based match that it is their move, and by when', async () => {
    const fay = await newPlayer(server.url, 'Fay');
    const created = await api<Created>(
      server.url,
      'POST',
      '/api/matches',
      {
        game: 'arms-dealers',
        seats: [{ kind: 'open' }, { kind: 'bot', bot: 'greedy' }],
        clock: { mode: 'turn-based', turnHours: 24 },
        join: true,
      },
      fay.token,
    );
    const c = await TestClient.connect(server.url);
    const snap = await c.hello(created.body.match.id, created.body.joined!.seatToken);
    // Who deals first is the secret's; the bot may deal and Fay be asked to intercept first, or
    // offer her a trade (which waits for her answer). Free actions (a trade) are legal out of
    // turn: wait for her own turn, no window or offer open.
    const hers = (m: { view: unknown }) => {
      const v = m.view as { actors: readonly number[]; window: unknown; offer: unknown };
      return v.window === null && v.offer === null && v.actors.length === 1 && v.actors[0] === 0;
    };
    const turn = await untilHerTurn(c, snap, hers);
    expect(turn.deadline).toMatchObject({ kind: 'turn' });
    const mine = await api<PlayerMatchList>(server.url, 'GET', '/api/me/matches', undefined, fay.token);
    expect(mine.body.matches.find((m) => m.id === created.body.match.id)).toMatchObject({
      status: 'active',
      seat: 0,
      toAct: { seats: [0], dueAt: turn.deadline!.dueAt },
    });
    c.close();
  });

  it('tells a returning player that it is their move in a match without a clock too', async () => {
    const gil = await newPlayer(server.url, 'Gil');
    const created = await createMatch(gil.token, [{ kind: 'open' }, { kind: 'bot', bot: 'greedy' }]);
    const c = await TestClient.connect(server.url);
    const snap = await c.hello(created.match.id, created.joined!.seatToken);
    // Who deals first is the secret's; the bot may deal and Gil be asked to intercept first, or
    // offer a trade (which waits for the answer). Free actions (a trade) are legal out of turn:
    // wait for the own turn, no window or offer open.
    const hers = (m: { view: unknown }) => {
      const v = m.view as { actors: readonly number[]; window: unknown; offer: unknown };
      return v.window === null && v.offer === null && v.actors.length === 1 && v.actors[0] === 0;
    };
    const turn = await untilHerTurn(c, snap, hers);
    expect(turn.deadline).toBeNull();
    const mine = await api<PlayerMatchList>(server.url, 'GET', '/api/me/matches', undefined, gil.token);
    expect(mine.body.matches.find((m) => m.id === created.match.id)).toMatchObject({
      status: 'active',
      seat: 0,
      toAct: { seats: [0], dueAt: null },
    });
    c.close();
  });

  it('hands the seat of a player who leaves a match in play to a bot, which plays it to the end', async () => {
    // Hal's player token also speaks for his seat, from another socket.
    const {
      a: hal,
      b: ivy,
      id,
      seatToken,
      bySeatToken: halSocket,
      byPlayerToken: halOther,
      other: ivySocket,
    } = await twoDevicesAndOne('Hal', 'Ivy');

    // Only Hal may leave Hal's seat.
    expect(await api(server.url, 'POST', `/api/matches/${id}/leave`, { seat: 0 }, ivy.token)).toMatchObject({
      status: 409,
      body: { error: { code: 'lobby/not-your-seat' } },
    });
    const left = await api(server.url, 'POST', `/api/matches/${id}/leave`, { seat: 0 }, hal.token);
    expect(left).toEqual({ status: 200, body: { left: 0, bot: 'greedy' } });
    await ivySocket.next('seats', (m) => m.seats[0]?.kind === 'bot');
    // His sockets, and one he opens again with his seat's token, still see the seat, acting for
    // nobody; leaving again changes nothing.
    const again = await TestClient.connect(server.url);
    const back = await again.hello(id, seatToken);
    for (const socket of [halSocket, halOther, again]) {
      const seen = await socket.next('snapshot', (m) => m.seats[0]?.kind === 'bot');
      expect(seen.legal).toEqual([]);
      expect(await socket.act({ type: 'pass' }, seen.seq)).toMatchObject({
        type: 'refused',
        code: 'protocol/seat-lost',
      });
    }
    expect(back.seats[0]?.kind).toBe('bot');
    expect((await api(server.url, 'POST', `/api/matches/${id}/leave`, { seat: 0 }, hal.token)).status).toBe(409);

    ivySocket.autoplay(randomPicker('ivy-after-hal-left'));
    await ivySocket.next('end', () => true);
    // Hal sees the end from his seat.
    await again.next('end', () => true);
    for (const socket of [halSocket, halOther, again]) socket.close();
    const mine = await api<PlayerMatchList>(server.url, 'GET', '/api/me/matches', undefined, hal.token);
    expect(mine.body.matches.map((m) => m.id)).not.toContain(id);
    ivySocket.close();
  });

  it('replaces a player’s token: the old one and the seat tokens handed out with it speak for nobody, and their sockets close', async () => {
    // Lea on two devices: her seat's token on one, her player token on the other.
    const {
      a: lea,
      b: max,
      id,
      seatToken,
      bySeatToken,
      byPlayerToken,
      other: maxSocket,
    } = await twoDevicesAndOne('Lea', 'Max');
    const spectator = await TestClient.connect(server.url);
    await spectator.hello(id);

    const replaced = await api<{ playerId: string; name: string; token: string }>(
      server.url,
      'POST',
      '/api/me/token',
      {},
      lea.token,
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ playerId: lea.playerId, name: 'Lea' });
    expect(replaced.body.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(replaced.body.token).not.toBe(lea.token);
    for (const socket of [bySeatToken, byPlayerToken]) {
      expect(await socket.next('error', () => true)).toMatchObject({ code: 'protocol/token-replaced' });
      expect((await socket.closed).code).toBe(1008);
    }

    // The old tokens get nowhere, the API or a socket; the new one does both.
    for (const token of [lea.token, seatToken]) {
      const socket = await TestClient.connect(server.url);
      void socket.hello(id, token);
      expect(await socket.next('error', () => true)).toMatchObject({ code: 'protocol/bad-token' });
    }
    for (const [method, path] of [
      ['GET', '/api/me'],
      ['GET', '/api/me/matches'],
      ['POST', '/api/me/token'],
    ] as const) {
      const r = await api(server.url, method, path, method === 'POST' ? {} : undefined, lea.token);
      expect(r, path).toMatchObject({ status: 401, body: { error: { code: 'lobby/unauthorized' } } });
    }
    expect(await api(server.url, 'GET', '/api/me', undefined, replaced.body.token)).toEqual({
      status: 200,
      body: { playerId: lea.playerId, name: 'Lea' },
    });
    const mine = await api<PlayerMatchList>(server.url, 'GET', '/api/me/matches', undefined, replaced.body.token);
    expect(mine.body.matches.map((m) => m.id)).toContain(id);
    const back = await TestClient.connect(server.url);
    const snapshot = await back.hello(id, replaced.body.token);
    expect(snapshot.seq).toBeGreaterThanOrEqual(0);
    expect(back.received.find((m) => m.type === 'welcome')).toMatchObject({ seat: 0 });

    // Nobody else was touched: Max and the spectator still hear the match, and Max still plays.
    for (const socket of [maxSocket, spectator]) {
      expect(socket.received.some((m) => m.type === 'error')).toBe(false);
      await socket.roundTrip();
    }
    back.autoplay(randomPicker('lea-new-token'));
    maxSocket.autoplay(randomPicker('max-after-lea'));
    await maxSocket.next('end', () => true);

    // A client may make the new token itself, and so hold it before it asks; not the one it
    // replaces, nor another player's, nor one that is not 128 bits of base64url.
    const chosenToken = 'lea-second-token-0123456789abcdef';
    for (const [body, status, code] of [
      [{ token: replaced.body.token }, 409, 'lobby/token-unusable'],
      [{ token: max.token }, 409, 'lobby/token-unusable'],
      [{ token: 'short' }, 400, 'lobby/malformed'],
      [{ token: 'x'.repeat(21) + '!' }, 400, 'lobby/malformed'],
      [{ token: chosenToken, also: 1 }, 400, 'lobby/malformed'],
    ] as const) {
      const r = await api(server.url, 'POST', '/api/me/token', body, replaced.body.token);
      expect(r, JSON.stringify(body)).toMatchObject({ status, body: { error: { code } } });
    }
    expect(await api(server.url, 'GET', '/api/me', undefined, max.token)).toMatchObject({ status: 200 });
    const chosen = await api(server.url, 'POST', '/api/me/token', { token: chosenToken }, replaced.body.token);
    expect(chosen).toEqual({ status: 200, body: { playerId: lea.playerId, name: 'Lea', token: chosenToken } });
    expect(await api(server.url, 'GET', '/api/me', undefined, chosenToken)).toMatchObject({ status: 200 });
    expect(await api(server.url, 'GET', '/api/me', undefined, replaced.body.token)).toMatchObject({ status: 401 });
    for (const socket of [back, maxSocket, spectator]) socket.close();
  });

  it('closes the socket of a seat given back before the start, so that it cannot act for the next player', async () => {
    const jo = await newPlayer(server.url, 'Jo');
    const kim = await newPlayer(server.url, 'Kim');
    const created = await createMatch(jo.token, [{ kind: 'open' }, { kind: 'open' }]);
    const id = created.match.id;
    const joSocket = await TestClient.connect(server.url);
    await joSocket.hello(id, created.joined!.seatToken);
    expect(await api(server.url, 'POST', `/api/matches/${id}/leave`, { seat: 0 }, jo.token)).toEqual({
      status: 200,
      body: { left: 0, bot: null },
    });
    expect(await joSocket.next('error', () => true)).toMatchObject({ code: 'protocol/seat-lost' });
    expect((await joSocket.closed).code).toBe(1008);
    // Kim takes the seat, and the match starts with Jo holding the other one.
    await api(server.url, 'POST', `/api/matches/${id}/join`, { seat: 0 }, kim.token);
    const joined = await api<{ seat: number }>(server.url, 'POST', `/api/matches/${id}/join`, {}, jo.token);
    expect(joined.body.seat).toBe(1);
    expect((await api<{ status: string }>(server.url, 'GET', `/api/matches/${id}`)).body.status).toBe('active');
  });

  it('lists the matches being played, for spectators', async () => {
    const erin = await newPlayer(server.url, 'Erin');
    const playing = await createMatch(erin.token, [{ kind: 'open' }, { kind: 'bot', bot: 'greedy' }]);
    const waiting = await createMatch(erin.token, [{ kind: 'open' }, { kind: 'open' }]);
    expect(playing.match.status).toBe('active');
    const live = await api<{ matches: { id: string; status: string; game: string }[] }>(
      server.url,
      'GET',
      '/api/matches/live',
    );
    expect(live.status).toBe(200);
    expect(live.body.matches.find((m) => m.id === playing.match.id)).toMatchObject({
      status: 'active',
      game: 'arms-dealers',
    });
    expect(live.body.matches.map((m) => m.id)).not.toContain(waiting.match.id);
  });

  it('keeps a match by invitation out of both lists; its link still joins, shows and watches it', async () => {
    const fay = await newPlayer(server.url, 'Fay');
    const gus = await newPlayer(server.url, 'Gus');
    const r = await api<Created & { match: { listed: boolean } }>(
      server.url,
      'POST',
      '/api/matches',
      { game: 'arms-dealers', seats: [{ kind: 'open' }, { kind: 'open' }], join: true, listed: false },
      fay.token,
    );
    expect(r.status).toBe(201);
    const id = r.body.match.id;
    expect(r.body.match.listed).toBe(false);
    const ids = async (path: string) =>
      (await api<{ matches: { id: string }[] }>(server.url, 'GET', path)).body.matches.map((m) => m.id);
    expect(await ids('/api/matches')).not.toContain(id);

    const joined = await api<{ seat: number }>(server.url, 'POST', `/api/matches/${id}/join`, {}, gus.token);
    expect(joined).toMatchObject({ status: 200, body: { seat: 1 } });
    expect(
      (await api<{ status: string; listed: boolean }>(server.url, 'GET', `/api/matches/${id}`)).body,
    ).toMatchObject({ status: 'active', listed: false });
    expect(await ids('/api/matches/live')).not.toContain(id);
    expect(await ids('/api/matches')).not.toContain(id);
    const mine = await api<PlayerMatchList>(server.url, 'GET', '/api/me/matches', undefined, gus.token);
    expect(mine.body.matches.map((m) => m.id)).toContain(id);

    const spectator = await TestClient.connect(server.url);
    await spectator.hello(id);
    expect(await spectator.next('snapshot')).toMatchObject({ seq: 0 });
    spectator.close();
  });

  it(`drops a match nobody joined from the open matches after ${OPEN_LIST_DAYS} days; its link still joins it`, async () => {
    let clock = 1_800_000_000_000;
    const aged = await testServer({}, { now: () => clock });
    try {
      const hal = await newPlayer(aged.url, 'Hal');
      const created = await api<Created>(
        aged.url,
        'POST',
        '/api/matches',
        { game: 'arms-dealers', seats: [{ kind: 'open' }, { kind: 'open' }], join: true },
        hal.token,
      );
      const id = created.body.match.id;
      const open = async () =>
        (await api<{ matches: { id: string }[] }>(aged.url, 'GET', '/api/matches')).body.matches.map((m) => m.id);
      clock += OPEN_LIST_DAYS * 24 * 3600 * 1000;
      expect(await open()).toEqual([id]);
      clock += 1;
      expect(await open()).toEqual([]);
      const ivy = await newPlayer(aged.url, 'Ivy');
      expect(await api(aged.url, 'POST', `/api/matches/${id}/join`, {}, ivy.token)).toMatchObject({ status: 200 });
    } finally {
      await aged.cleanup();
    }
  });

  it('refuses to create a match its creator would join with no open seat, and creates nothing', async () => {
    const carol = await newPlayer(server.url, 'Carol');
    const bots = [
      { kind: 'bot', bot: 'random' },
      { kind: 'bot', bot: 'greedy' },
    ];
    const createMatch = server.store.createMatch;
    const written: string[] = [];
    server.store.createMatch = (row) => (written.push(row.id), createMatch.call(server.store, row));
    try {
      const r = await api<{ error: { code: string } }>(
        server.url,
        'POST',
        '/api/matches',
        { game: 'arms-dealers', seats: bots, join: true },
        carol.token,
      );
      expect(r).toMatchObject({ status: 409, body: { error: { code: 'lobby/no-open-seat' } } });
      expect(written).toEqual([]);
    } finally {
      server.store.createMatch = createMatch;
    }
  });

  it('seats the creator in the same write as the match: a join that could fail on its own is not needed', async () => {
    const dave = await newPlayer(server.url, 'Dave');
    // A process that dies between two writes is a write that never happens: here, any seat claim.
    const claimSeat = server.store.claimSeat;
    server.store.claimSeat = () => Promise.reject(new Error('the process died'));
    try {
      const created = await createMatch(dave.token, [{ kind: 'open' }, { kind: 'bot', bot: 'random' }]);
      expect(created.joined?.seat).toBe(0);
      // The creator's seat was the last open one: the match has started, with the creator in it.
      expect(created.match.status).toBe('active');
      const c = await TestClient.connect(server.url);
      await c.hello(created.match.id, created.joined!.seatToken);
      expect(await c.next('welcome')).toMatchObject({ seat: 0 });
      const stop = c.autoplay(randomPicker('creator-seat'));
      expect((await c.next('end')).outcome).toBeTruthy();
      stop();
      c.close();
    } finally {
      server.store.claimSeat = claimSeat;
    }
  });

  it('serves health, readiness and metrics', async () => {
    expect((await api(server.url, 'GET', '/healthz')).body).toMatchObject({ ok: true });
    expect(await api(server.url, 'GET', '/readyz')).toEqual({
      status: 200,
      body: { ready: true, checks: { database: 'ok' }, origin: server.origin },
    });
    // The database gone: not ready, and why; alive all the same.
    const ping = server.store.ping;
    server.store.ping = () => Promise.reject(new Error('Connection terminated unexpectedly'));
    try {
      expect(await api(server.url, 'GET', '/readyz')).toMatchObject({
        status: 503,
        body: { ready: false, checks: { database: 'down: pg/connection-terminated' } },
      });
      expect((await api(server.url, 'GET', '/healthz')).status).toBe(200);
    } finally {
      server.store.ping = ping;
    }
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toContain('cutthroat_actions_total');
    expect(metrics).toContain('cutthroat_action_broadcast_ms_bucket');
    expect(metrics).toContain('cutthroat_event_loop_lag_ms');
  });
});

describe('matches of bots only', () => {
  it('are refused, with a code and nothing created, while the deployment plays as many as it allows', async () => {
    const capped = await testServer({ botsOnlyMatches: 1 });
    try {
      // In play and of bots only, but written straight to the store: no host plays it, so it stays.
      const seats = [0, 1].map((seat) => ({
        seat,
        kind: 'bot' as const,
        bot: 'greedy',
        playerId: null,
        name: 'greedy bot',
        tokenHash: null,
      }));
      await capped.store.createMatch({
        id: 'running',
        game: 'arms-dealers',
        players: 2,
        options: {},
        secret: 'secret',
        commitment: commitmentOf('secret'),
        clock: { mode: 'none' },
        status: 'active',
        createdBy: null,
        createdAt: 0,
        startedAt: 0,
        fixture: null,
        listed: true,
        seats,
      });
      const create = async (first: unknown) => {
        const res = await fetch(`${capped.url}/api/matches`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ game: 'arms-dealers', seats: [first, { kind: 'bot', bot: 'random' }] }),
        });
        const body = (await res.json()) as { match?: { status: string }; error?: { code: string } };
        return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
      };
      const refused = await create({ kind: 'bot', bot: 'greedy' });
      expect(refused).toMatchObject({
        status: 503,
        retryAfter: '5',
        body: { error: { code: 'lobby/bots-only-full' } },
      });
      expect((await capped.store.listLiveMatches(10)).map((m) => m.id)).toEqual(['running']);
      // A match with a seat for a person is not one of them.
      expect((await create({ kind: 'open' })).status).toBe(201);

      await capped.store.setStatus('running', 'finished');
      const created = await create({ kind: 'bot', bot: 'greedy' });
      expect(created.status).toBe(201);
      expect(created.body.match?.status).toBe('active');
    } finally {
      await capped.cleanup();
    }
  });

  it('are refused at once when the deployment allows none', async () => {
    const none = await testServer({ botsOnlyMatches: 0 });
    try {
      const bots = [
        { kind: 'bot', bot: 'greedy' },
        { kind: 'bot', bot: 'random' },
      ];
      const r = await api<{ error: { code: string } }>(none.url, 'POST', '/api/matches', {
        game: 'arms-dealers',
        seats: bots,
      });
      expect(r).toMatchObject({ status: 503, body: { error: { code: 'lobby/bots-only-full' } } });
      expect(await none.store.listLiveMatches(10)).toEqual([]);
    } finally {
      await none.cleanup();
    }
  });
});

describe('security headers', () => {
  it('are on every answer: a list, a refusal, a 404', async () => {
    const answers = await Promise.all([
      fetch(`${server.url}/api/matches`),
      fetch(`${server.url}/api/me/matches`),
      fetch(`${server.url}/api/nothing-here`),
      fetch(`${server.url}/api/players`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{',
      }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 401, 404, 400]);
    for (const r of answers) {
      expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(r.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(r.headers.get('x-frame-options')).toBe('DENY');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });
});

describe('a socket served', () => {
  it('holds nothing of its upgrade request once through the handshake', async () => {
    // A full collection on demand, so that what is still held can be told from what is only not
    // yet collected.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const requests: WeakRef<object>[] = [];
    const track = (req: object) => requests.push(new WeakRef(req));
    server.app.server.on('upgrade', track);
    try {
      const { id, seatTokens } = await twoPeopleMatch(server.url);
      const clients = [await TestClient.connect(server.url), await TestClient.connect(server.url)];
      await Promise.all(clients.map((c, seat) => c.hello(id, seatTokens[seat])));
      // A WeakRef holds its target until the end of the job that read it.
      await new Promise((resolve) => setImmediate(resolve));
      gc();
      expect(requests).toHaveLength(2);
      expect(requests.filter((r) => r.deref() !== undefined)).toHaveLength(0);
      for (const c of clients) c.close();
    } finally {
      server.app.server.off('upgrade', track);
    }
  });
});

describe('starting', () => {
  it('fails with the reason when Redis cannot be reached, rather than serving without it', async () => {
    await expect(testServer({ redisUrl: 'redis://127.0.0.1:1' })).rejects.toThrow(/cannot connect to Redis/);
  });
});

describe('a message the server fails on', () => {
  it('is answered with server/internal and the socket closed, so that the client says hello again', async () => {
    const erin = await newPlayer(server.url, 'Erin');
    const created = await createMatch(erin.token, [{ kind: 'open' }, { kind: 'open' }], false);
    // The database is gone for the first read of the match.
    const getMatch = server.store.getMatch;
    server.store.getMatch = (id) => {
      server.store.getMatch = getMatch;
      return Promise.reject(new Error(`the database is gone for a moment (${id})`));
    };
    const first = await TestClient.connect(server.url);
    first.send({ v: 1, type: 'hello', matchId: created.match.id });
    expect(await first.next('error')).toMatchObject({ code: 'server/internal' });
    expect(await first.closed).toMatchObject({ code: 1011 });

    const again = await TestClient.connect(server.url);
    expect(await again.hello(created.match.id)).toMatchObject({ type: 'snapshot', seq: 0 });
    again.close();
  });

  it('is, for an action, a refusal with server/internal: the answer its client waits for', async () => {
    const { id, seatTokens } = await twoPeopleMatch(server.url);
    const clients = await Promise.all(seatTokens.map(() => TestClient.connect(server.url)));
    const snapshots = await Promise.all(clients.map((c, seat) => c.hello(id, seatTokens[seat])));
    const seat = snapshots.findIndex((s) => s.legal.length > 0);
    const [mover, snap] = [clients[seat]!, snapshots[seat]!];
    // The database's connection is lost under the commit of the first append (pg's error for it).
    const append = server.store.append;
    server.store.append = () => {
      server.store.append = append;
      return Promise.reject(new Error('Connection terminated unexpectedly'));
    };
    const failures = async () =>
      Number(
        /cutthroat_failures_total\{on="socket-message",cause="connection"\} (\d+)/.exec(
          await (await fetch(`${server.url}/metrics`)).text(),
        )?.[1],
      );
    const before = await failures();
    expect(await mover.act(snap.legal[0], snap.seq)).toMatchObject({ type: 'refused', code: 'server/internal' });
    // Counted for whoever watches the server: a database that fails shows in /metrics, as a lost
    // connection.
    expect(await failures()).toBe(before + 1);
    // Nothing was taken; the same move goes through once the database is back.
    expect(await mover.act(snap.legal[0], snap.seq)).toMatchObject({ type: 'ack', seq: snap.seq + 1 });
    for (const c of clients) c.close();
  });
});

describe('a whole match over WebSockets', () => {
  it('two people and two server bots play to the end; reconnection and spectators work', async () => {
    const alice = await newPlayer(server.url, 'Alice');
    const bob = await newPlayer(server.url, 'Bob');
    const created = await createMatch(alice.token, [
      { kind: 'open' },
      { kind: 'open' },
      { kind: 'bot', bot: 'greedy' },
      { kind: 'bot', bot: 'random' },
    ]);
    const id = created.match.id;
    const bobSeat = await api<{ seat: number; seatToken: string }>(
      server.url,
      'POST',
      `/api/matches/${id}/join`,
      {},
      bob.token,
    );

    const a = await TestClient.connect(server.url);
    await a.hello(id, created.joined!.seatToken);
    const b = await TestClient.connect(server.url);
    // Bob authenticates with his player token: the server finds his seat.
    await b.hello(id, bob.token);
    expect(b.received.find((m) => m.type === 'welcome')).toMatchObject({ seat: bobSeat.body.seat });
    const spectator = await TestClient.connect(server.url);
    const watched = await spectator.hello(id);
    expect((watched.view as { game: { hand: unknown } }).game.hand).toBeNull();
    expect(watched.legal).toEqual([]);
    expect(await spectator.act({ type: 'end-turn' }, watched.seq)).toMatchObject({
      type: 'refused',
      code: 'protocol/spectators-cannot-act',
    });

    const stopA = a.autoplay(randomPicker('alice'));
    b.autoplay(randomPicker('bob'));

    // Alice drops out mid-match and comes back with her seat token.
    await a.next('event', (m) => m.seq >= 40);
    stopA();
    a.close();
    await a.closed;
    const back = await TestClient.connect(server.url);
    const snap = await back.hello(id, created.joined!.seatToken);
    expect(snap.seq).toBeGreaterThanOrEqual(40);
    expect((snap.view as { seat: number }).seat).toBe(0);
    back.autoplay(randomPicker('alice-again'));

    const [endA, endB, endS] = await Promise.all([back.next('end'), b.next('end'), spectator.next('end')]);
    expect(commitmentOf(endA.secret)).toBe(created.match.commitment);
    expect(endB).toEqual(endA);
    expect(endS).toEqual(endA);

    // Everyone who watched from the start saw every seq in order, once.
    const seqs = spectator.received.flatMap((m) => (m.type === 'event' ? [m.seq] : []));
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => watched.seq + 1 + i));

    const exported = await api<{
      log: { actor: number; action: unknown }[];
      outcome: unknown;
      match: { secret: string; seatSeeds: string[] };
    }>(server.url, 'GET', `/api/matches/${id}/export`);
    expect(exported.status).toBe(200);
    const again = replay(
      armsDealers,
      {
        game: 'arms-dealers',
        players: 4,
        options: { offersPerTurn: 1 },
        secret: endA.secret,
        seatSeeds: exported.body.match.seatSeeds,
      },
      exported.body.log,
    );
    expect(again.ok && again.value.outcome).toEqual(endA.outcome);
    expect(exported.body.outcome).toEqual(endA.outcome);
    // Final: served again as the same text (kept, not replayed), and cacheable anywhere for good.
    const [first, second] = [
      await fetch(`${server.url}/api/matches/${id}/export`),
      await fetch(`${server.url}/api/matches/${id}/export`),
    ];
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await second.text()).toBe(await first.text());
    expect(JSON.parse(await (await fetch(`${server.url}/api/matches/${id}/export`)).text())).toEqual(exported.body);
    for (const c of [back, b, spectator]) c.close();
    await Promise.all([back, b, spectator].map((c) => c.closed));
    // Nobody watches the finished match any more: it leaves memory (its log stays the truth).
    for (let i = 0; i < 500 && server.host.has(id); i++) await new Promise((r) => setTimeout(r, 5));
    expect(server.host.has(id)).toBe(false);
    const reloaded = await TestClient.connect(server.url);
    expect((await reloaded.hello(id)).seq).toBe(exported.body.log.length);
    reloaded.close();
  });

  it('matches of bots only play themselves through beside a match with a person in it', async () => {
    const alice = await newPlayer(server.url, 'Alice');
    const botsOnly: string[] = [];
    for (let i = 0; i < 12; i++) {
      const seats = ['greedy', 'random', 'greedy', 'random'].map((bot) => ({ kind: 'bot', bot }));
      botsOnly.push((await createMatch(alice.token, seats, false)).match.id);
    }
    const mine = await createMatch(alice.token, [{ kind: 'open' }, { kind: 'bot', bot: 'greedy' }]);
    const a = await TestClient.connect(server.url);
    await a.hello(mine.match.id, mine.joined!.seatToken);
    a.autoplay(randomPicker('alice-among-bots'));
    await a.next('end');
    a.close();
    await vi.waitFor(
      async () => {
        for (const id of botsOnly) {
          expect((await api(server.url, 'GET', `/api/matches/${id}/export`)).status).toBe(200);
        }
      },
      { timeout: 20_000, interval: 20 },
    );
    expect(await (await fetch(`${server.url}/metrics`)).text()).toContain('cutthroat_bot_moves_waiting 0\n');
  });

  it('refuses actions out of turn, for a stale seq, and malformed, and changes nothing', async () => {
    const alice = await newPlayer(server.url, 'Alice');
    const bob = await newPlayer(server.url, 'Bob');
    const created = await createMatch(alice.token, [{ kind: 'open' }, { kind: 'open' }]);
    const id = created.match.id;
    const bobSeat = await api<{ seatToken: string }>(server.url, 'POST', `/api/matches/${id}/join`, {}, bob.token);
    const a = await TestClient.connect(server.url);
    const b = await TestClient.connect(server.url);
    const sa = await a.hello(id, created.joined!.seatToken);
    await b.hello(id, bobSeat.body.seatToken);
    const active = (sa.view as { game: { active: number } }).game.active;
    const [mover, waiter] = active === 0 ? [a, b] : [b, a];
    expect(await waiter.act({ type: 'end-turn' }, sa.seq)).toMatchObject({
      type: 'refused',
      code: 'action/not-your-turn',
    });
    expect(await mover.act({ type: 'end-turn' }, sa.seq + 5)).toMatchObject({ type: 'refused', code: 'action/stale' });
    expect(await mover.act({ type: 'fly' }, sa.seq)).toMatchObject({ type: 'refused', code: 'action/malformed' });
    const ok = await mover.act({ type: 'end-turn' }, sa.seq);
    expect(ok).toMatchObject({ type: 'ack', seq: sa.seq + 1 });
    // The same message again: it was made on a state that is gone.
    expect(await mover.act({ type: 'end-turn' }, sa.seq)).toMatchObject({ type: 'refused', code: 'action/stale' });
    const fresh = await TestClient.connect(server.url);
    expect((await fresh.hello(id)).seq).toBe(sa.seq + 1);
    for (const c of [a, b, fresh]) c.close();
  });
});

describe('a fixed setup (test servers only)', () => {
  it('deals the hands and first player it names, and the export replays with it', async () => {
    const fixed = await testServer({}, { allowFixtures: true });
    try {
      const alice = await newPlayer(fixed.url, 'Alice');
      const hands = [
        ['USA', 'India', 'Missile', 'Missile', 'CIA'],
        ['UK', 'Iraq', 'Chemical', 'FBI', 'Interpol'],
      ];
      const created = await api<Created>(
        fixed.url,
        'POST',
        '/api/matches',
        {
          game: 'arms-dealers',
          seats: [{ kind: 'open' }, { kind: 'bot', bot: 'greedy' }],
          setup: { firstPlayer: 0, hands, deck: ['Nuclear'] },
          join: true,
        },
        alice.token,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const c = await TestClient.connect(fixed.url);
      const snap = await c.hello(created.body.match.id, created.body.joined!.seatToken);
      const view = snap.view as { game: { active: number; hand: { face: string }[] } };
      expect(view.game.active).toBe(0);
      expect(view.game.hand.map((h) => h.face)).toEqual([...hands[0]!, 'Nuclear']);
      c.close();
    } finally {
      await fixed.cleanup();
    }
  });
});

describe('answers to a reaction window', () => {
  it('takes an answer made before other seats passed, judged on the state it then meets', async () => {
    const fixed = await testServer({}, { allowFixtures: true });
    try {
      const { seats, open } = await interceptWindow(fixed.url);
      const [, bob, carol] = seats;
      expect(await bob!.act({ type: 'pass' }, open)).toMatchObject({ type: 'ack', seq: open + 1 });
      // Bob answered since: his second answer is stale.
      expect(await bob!.act({ type: 'pass' }, open)).toMatchObject({ type: 'refused', code: 'action/stale' });
      // Carol saw the window open; only Bob's pass came in between.
      expect(await carol!.act({ type: 'intercept', agencies: ['FBI'] }, open)).toMatchObject({
        type: 'ack',
        seq: open + 2,
      });
      const event = await seats[0]!.next('event', (m) => m.seq === open + 2);
      expect(event.events).toContainEqual({ type: 'intercepted', seat: 2, agencies: ['FBI'] });
      // The window closed and the evade window opened: an answer made at `open` is stale now.
      expect(await bob!.act({ type: 'pass' }, open + 1)).toMatchObject({ type: 'refused', code: 'action/stale' });
      for (const c of seats) c.close();
    } finally {
      await fixed.cleanup();
    }
  });

  it('refuses as stale an answer made before another seat changed the game', async () => {
    const fixed = await testServer({}, { allowFixtures: true });
    try {
      const { seats, open } = await interceptWindow(fixed.url);
      const [, bob, carol] = seats;
      expect(await bob!.act({ type: 'intercept', agencies: ['CIA'] }, open)).toMatchObject({ type: 'ack' });
      expect(await carol!.act({ type: 'pass' }, open)).toMatchObject({ type: 'refused', code: 'action/stale' });
      expect(await carol!.act({ type: 'pass' }, open + 1)).toMatchObject({ type: 'ack', seq: open + 2 });
      for (const c of seats) c.close();
    } finally {
      await fixed.cleanup();
    }
  });
});

describe('joining a match that leaves memory meanwhile', () => {
  const spectator = {
    seat: null,
    holder: null,
    spectatorName: null,
    tokenHash: null,
    send: () => undefined,
    sendText: () => undefined,
    lose: () => undefined,
  };
  it('joins the match as held now, loaded again, never a copy that was evicted', async () => {
    const alice = await newPlayer(server.url, 'Alice');
    const created = await createMatch(alice.token, [{ kind: 'open' }, { kind: 'open' }]);
    const id = created.match.id;
    // A socket finds the match, and while it checks its token nobody watches: the match is evicted.
    const found = await server.host.get(id);
    expect(found).not.toBeNull();
    server.host.detach(found!, spectator);
    for (let i = 0; i < 500 && server.host.has(id); i++) await new Promise((r) => setTimeout(r, 2));
    expect(server.host.has(id)).toBe(false);
    const greeted: string[] = [];
    const joined = await server.host.attach(id, { ...spectator, seat: 0, holder: alice.playerId }, (m) =>
      greeted.push(m.id),
    );
    expect(joined).not.toBe(found);
    expect(greeted).toEqual([id]);
    expect(server.host.has(id)).toBe(true);
    expect(await server.host.get(id)).toBe(joined);
    // A late leave from the evicted copy drops nothing: the copy held now has its viewer.
    server.host.detach(found!, spectator);
    for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
    expect(await server.host.get(id)).toBe(joined);
  });
});

describe('what a viewer who connects late missed', () => {
  it('is the moves, as everyone heard them: the history up to its snapshot, replayed once', async () => {
    const alice = await newPlayer(server.url, 'Alice');
    const created = await createMatch(alice.token, [{ kind: 'open' }, { kind: 'bot', bot: 'greedy' }]);
    const id = created.match.id;
    const a = await TestClient.connect(server.url);
    await a.hello(id, created.joined!.seatToken);
    // The bot may have moved before Alice said hello: those moves are in her own history.
    const before = (await a.next('history')).entries;
    /** Every move Alice has heard of, up to `seq`: her history, then her events. */
    const heardBy = async (seq: number) => {
      await a.next('event', (m) => m.seq === seq);
      const live = a.received.flatMap((m) =>
        m.type === 'event' && m.seq <= seq ? [{ seq: m.seq, actor: m.actor, events: m.events }] : [],
      );
      return [...before.filter((e) => e.seq < (live[0]?.seq ?? Infinity)), ...live];
    };
    /** A spectator who connects now: where its snapshot stands, its history, and the replays it took. */
    const lateViewer = async () => {
      const log = server.store.log;
      // Reads of the whole log; the host also reads it on from where it stands, to catch up.
      let reads = 0;
      server.store.log = (matchId, fromSeq) => {
        if (!fromSeq) reads++;
        return log.call(server.store, matchId, fromSeq);
      };
      try {
        const c = await TestClient.connect(server.url);
        const snap = await c.hello(id);
        const { entries } = await c.next('history');
        c.close();
        return { seq: snap.seq, entries, reads };
      } finally {
        server.store.log = log;
      }
    };
    let stop = a.autoplay(randomPicker('history'));
    await a.next('event', (m) => m.seq >= 12);
    stop();
    const first = await lateViewer();
    expect(first.entries.length).toBeGreaterThanOrEqual(12);
    expect(first.entries).toEqual(await heardBy(first.seq));
    // Replayed at most once, for Alice's hello (if the bot had moved) or for this one.
    expect(first.reads).toBeLessThanOrEqual(1);
    // The match keeps the history it replayed for the first, and the moves made since.
    stop = a.autoplay(randomPicker('history, later'));
    await a.next('event', (m) => m.seq >= first.seq + 6);
    stop();
    const second = await lateViewer();
    expect(second.seq).toBeGreaterThan(first.seq);
    expect(second.entries).toEqual(await heardBy(second.seq));
    expect(second.reads).toBe(0);
    a.close();
  });

  it("gives a spectator's lines the name they said hello with, and refuses a name with a seat's token", async () => {
    const { id, seatTokens } = await twoPeopleMatch(server.url);
    const hal = await TestClient.connect(server.url);
    hal.send({ v: 1, type: 'hello', matchId: id, name: '  Hal ' });
    await hal.next('chat-log');
    const anonymous = await TestClient.connect(server.url);
    await anonymous.hello(id);
    await anonymous.next('chat-log');
    hal.send({ v: 1, type: 'chat', text: 'hi all' });
    expect(await anonymous.next('chat', (m) => m.text === 'hi all')).toMatchObject({ seat: null, name: 'Hal' });
    anonymous.send({ v: 1, type: 'chat', text: 'hello Hal' });
    expect(await hal.next('chat', (m) => m.text === 'hello Hal')).toMatchObject({ seat: null, name: 'spectator' });

    const seated = await TestClient.connect(server.url);
    seated.send({ v: 1, type: 'hello', matchId: id, token: seatTokens[0]!, name: 'Not Alice' });
    expect(await seated.next('error')).toMatchObject({ code: 'protocol/malformed' });
    const blank = await TestClient.connect(server.url);
    blank.send({ v: 1, type: 'hello', matchId: id, name: '   ' });
    expect(await blank.next('error')).toMatchObject({ code: 'protocol/malformed' });
    for (const c of [hal, anonymous, seated, blank]) c.close();
  });

  it('is the chat, kept: whoever connects later, also after a restart, hears what was said, in order (spectators among themselves)', async () => {
    const first = await testServer();
    let second: Server | null = null;
    try {
      const alice = await newPlayer(first.url, 'Alice');
      const created = await api<Created>(
        first.url,
        'POST',
        '/api/matches',
        { game: 'arms-dealers', seats: [{ kind: 'open' }, { kind: 'bot', bot: 'random' }], join: true },
        alice.token,
      );
      const { match, joined } = created.body;
      const a = await TestClient.connect(first.url);
      await a.hello(match.id, joined!.seatToken);
      expect(await a.next('chat-log')).toEqual({ type: 'chat-log', lines: [] });
      const heard = [];
      for (const text of ['first', 'second «ça»']) {
        a.send({ v: 1, type: 'chat', text });
        heard.push(await a.next('chat', (m) => m.text === text));
      }
      const lines = heard.map(({ type: _, ...line }) => line);
      expect(lines.map((l) => [l.seat, l.name])).toEqual([
        [0, 'Alice'],
        [0, 'Alice'],
      ]);

      const spectator = await TestClient.connect(first.url);
      await spectator.hello(match.id);
      expect((await spectator.next('chat-log')).lines).toEqual(lines);
      // Spectators talk among themselves: the other spectator hears the line, the player does not.
      const other = await TestClient.connect(first.url);
      await other.hello(match.id);
      await other.next('chat-log');
      spectator.send({ v: 1, type: 'chat', text: 'from the rail' });
      const rail = await other.next('chat', (m) => m.text === 'from the rail');
      expect(rail).toMatchObject({ seat: null, name: 'spectator' });
      expect(await spectator.next('chat', (m) => m.text === 'from the rail')).toEqual(rail);
      // A line said after it reaches the player, who by then would have heard the spectator's.
      a.send({ v: 1, type: 'chat', text: 'after the rail' });
      const { type: __, ...afterLine } = await a.next('chat', (m) => m.text === 'after the rail');
      await other.next('chat', (m) => m.text === 'after the rail');
      expect(a.received.filter((m) => m.type === 'chat' && m.seat === null)).toEqual([]);
      a.close();
      spectator.close();
      other.close();
      await first.close();

      second = await testServer({ dataDir: first.dir });
      const back = await TestClient.connect(second.url);
      const snap = await back.hello(match.id, joined!.seatToken);
      // The moves, replayed from the log by a process that never saw them.
      const moves = (await back.next('history')).entries.map((e) => e.seq);
      expect(moves).toEqual(Array.from({ length: snap.seq }, (_, i) => i + 1));
      const { type: _, ...railLine } = rail;
      // A player's log holds the players' lines; a spectator's, every line.
      expect((await back.next('chat-log')).lines).toEqual([...lines, afterLine]);
      const from = back.received.length;
      back.send({ v: 1, type: 'resync' });
      await back.next('snapshot', () => true, from);
      expect((await back.next('chat-log', () => true, from)).lines).toHaveLength(3);
      const watcher = await TestClient.connect(second.url);
      await watcher.hello(match.id);
      expect((await watcher.next('chat-log')).lines).toEqual([...lines, railLine, afterLine]);
      back.close();
      watcher.close();
    } finally {
      await second?.cleanup();
      rmSync(first.dir, { recursive: true, force: true });
    }
  });
});

type Seen = { view: unknown; legal: readonly unknown[]; seq: number; deadline: unknown };

/** Passes every window that asks seat 0 (an interception of the bot's deal) until `hers` holds. */
async function untilHerTurn<M extends Seen>(c: TestClient, first: M, hers: (m: Seen) => boolean): Promise<Seen & M> {
  let m: Seen = first;
  while (!hers(m)) {
    const v = m.view as { actors: readonly number[]; window: unknown; offer: { id: number } | null };
    if (v.window !== null && v.actors.includes(0)) await c.act({ type: 'pass' }, m.seq);
    // A bot's offer waits for her answer: she declines it.
    else if (v.offer !== null && v.actors.includes(0)) await c.act({ type: 'decline', offer: v.offer.id }, m.seq);
    const seq = m.seq;
    m = await c.next('event', (e) => e.seq > seq);
  }
  return m as Seen & M;
}
