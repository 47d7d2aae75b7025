import { armsDealers } from '@cutthroat/arms-dealers';
import { commitmentOf, replay, viewOf } from '@cutthroat/engine';
import { verifyExport, type ExportedMatch, type PublicMatch } from '@cutthroat/protocol';
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

const gameOf = (name: string) => (name === 'arms-dealers' ? armsDealers : undefined);
const SEEDS = ['alice-seed-0123456789abcdef', 'bob-seed-0123456789abcdef'];

async function finished(id: string): Promise<ExportedMatch> {
  await expect
    .poll(async () => (await api<PublicMatch>(server.url, 'GET', `/api/matches/${id}`)).body.status, {
      timeout: 30_000,
    })
    .toBe('finished');
  return (await api<ExportedMatch>(server.url, 'GET', `/api/matches/${id}/export`)).body;
}

describe('seat seeds', () => {
  it('deal the match from the secret and every seat’s public seed, as they stood at the start', async () => {
    const [alice, bob, carol, dan] = await Promise.all(
      ['Alice', 'Bob', 'Carol', 'Dan'].map((n) => newPlayer(server.url, n)),
    );
    const created = await api<{ match: PublicMatch; joined: { seatToken: string } }>(
      server.url,
      'POST',
      '/api/matches',
      {
        game: 'arms-dealers',
        seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'open' }, { kind: 'bot', bot: 'random' }],
        join: true,
        seed: SEEDS[0],
      },
      alice!.token,
    );
    expect(created.status).toBe(201);
    const { id, commitment } = created.body.match;
    expect(created.body.match.seats.map((s) => s.seed)).toEqual([SEEDS[0], '', '', '']);
    // Carol takes seat 1 and gives it back before the start: her seed goes with her.
    const carolJoin = await api(server.url, 'POST', `/api/matches/${id}/join`, { seed: 'carol' }, carol!.token);
    expect(carolJoin.status).toBe(200);
    expect((await api<PublicMatch>(server.url, 'GET', `/api/matches/${id}`)).body.seats[1]?.seed).toBe('carol');
    expect((await api(server.url, 'POST', `/api/matches/${id}/leave`, { seat: 1 }, carol!.token)).status).toBe(200);
    expect((await api<PublicMatch>(server.url, 'GET', `/api/matches/${id}`)).body.seats[1]?.seed).toBe('');
    const bobJoin = await api<{ seatToken: string }>(
      server.url,
      'POST',
      `/api/matches/${id}/join`,
      { seed: SEEDS[1] },
      bob!.token,
    );
    // Dan gives no seed: his seat's is "".
    expect((await api(server.url, 'POST', `/api/matches/${id}/join`, {}, dan!.token)).status).toBe(200);
    const started = (await api<PublicMatch>(server.url, 'GET', `/api/matches/${id}`)).body;
    expect(started.status).toBe('active');
    expect(started.seats.map((s) => s.seed)).toEqual([...SEEDS, '', '']);

    // Dan never connects: he leaves his seat to a bot (its seed stays his).
    expect((await api(server.url, 'POST', `/api/matches/${id}/leave`, { seat: 2 }, dan!.token)).status).toBe(200);
    const sockets = [await TestClient.connect(server.url), await TestClient.connect(server.url)];
    const tokens = [created.body.joined.seatToken, bobJoin.body.seatToken];
    const first = await sockets[0]!.hello(id, tokens[0]);
    await sockets[1]!.hello(id, tokens[1]);
    const stops = sockets.map((s, i) => s.autoplay(randomPicker(`seat-seeds-${i}`)));
    const x = await finished(id);
    for (const stop of stops) stop();
    for (const s of sockets) s.close();
    expect(x.match.seatSeeds).toEqual([...SEEDS, '', '']);
    // Alice's first view is that of the deal her seed and Bob's helped make, not of the secret's alone.
    const record = { game: 'arms-dealers', players: 4, options: {}, secret: x.match.secret };
    const upTo = x.log.slice(0, first.seq);
    const dealt = replay(armsDealers, { ...record, seatSeeds: [...SEEDS, '', ''] }, upTo);
    if (!dealt.ok) throw new Error('the log does not replay from the seat seeds');
    expect(JSON.stringify(first.view)).toBe(JSON.stringify(viewOf(armsDealers, dealt.value, 0)));
    const secretAlone = replay(armsDealers, record, upTo);
    if (secretAlone.ok) {
      expect(JSON.stringify(first.view)).not.toBe(JSON.stringify(viewOf(armsDealers, secretAlone.value, 0)));
    }
    expect(x.match).not.toHaveProperty('fixture');
    expect(verifyExport(x, gameOf, { commitment, seatSeed: { seat: 1, seed: SEEDS[1]! } })).toMatchObject({ ok: true });
    // Any other seed for a seat, and the log no longer replays.
    const swapped = { ...x, match: { ...x.match, seatSeeds: [SEEDS[0]!, 'another', '', ''] } };
    expect(verifyExport(swapped, gameOf)).toMatchObject({ ok: false, code: 'verify/replay-refused' });
  });

  it('deal nothing while the match waits: rejoining with new seeds shows no hand, first player or order', async () => {
    const [alice, bob] = await Promise.all(['Alice', 'Bob'].map((n) => newPlayer(server.url, n)));
    const created = await api<{ match: PublicMatch; joined: { seatToken: string } }>(
      server.url,
      'POST',
      '/api/matches',
      {
        game: 'arms-dealers',
        seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'bot', bot: 'random' }],
        join: true,
        seed: 'alice-first-seed',
      },
      alice!.token,
    );
    expect(created.status).toBe(201);
    const { id } = created.body.match;
    // Alice grinds: each time she leaves, rejoins with a new seed and looks at the table.
    const looks: unknown[] = [];
    let token = created.body.joined.seatToken;
    for (const seed of ['grind-1', 'grind-2', 'grind-3']) {
      const socket = await TestClient.connect(server.url);
      const seen = await socket.hello(id, token);
      looks.push(seen.view, seen.legal);
      socket.close();
      expect((await api(server.url, 'POST', `/api/matches/${id}/leave`, { seat: 0 }, alice!.token)).status).toBe(200);
      const again = await api<{ seatToken: string }>(
        server.url,
        'POST',
        `/api/matches/${id}/join`,
        { seed },
        alice!.token,
      );
      expect(again.status).toBe(200);
      token = again.body.seatToken;
    }
    // A spectator sees no more.
    const watcher = await TestClient.connect(server.url);
    looks.push((await watcher.hello(id)).view);
    expect(looks).toEqual([null, [], null, [], null, [], null]);
    // The start deals from the seeds as they stand then, and shows it to everyone at once.
    const from = watcher.received.length;
    const bobJoin = await api(server.url, 'POST', `/api/matches/${id}/join`, { seed: 'bob-seed' }, bob!.token);
    expect(bobJoin.status).toBe(200);
    const dealt = await watcher.next('snapshot', (m) => m.view !== null, from);
    watcher.close();
    const { secret } = (await server.store.getMatch(id))!;
    const record = { game: 'arms-dealers', players: 3, options: {}, secret };
    const start = replay(armsDealers, { ...record, seatSeeds: ['grind-3', 'bob-seed', ''] }, []);
    if (!start.ok) throw new Error('the match does not set up from its seat seeds');
    expect(JSON.stringify(dealt.view)).toBe(JSON.stringify(viewOf(armsDealers, start.value, null)));
  });

  it('refuse a seed that is not base64url, with a code, and take nothing', async () => {
    const dan = await newPlayer(server.url, 'Dan');
    for (const seed of ['a b', 'x'.repeat(129), 'é', '\u0000']) {
      const r = await api<{ error: { code: string } }>(
        server.url,
        'POST',
        '/api/matches',
        { game: 'arms-dealers', seats: [{ kind: 'open' }, { kind: 'open' }], join: true, seed },
        dan.token,
      );
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('lobby/malformed');
    }
  });

  it('leave a match from before them dealt from the secret alone, and verifiable so', async () => {
    const secret = 'a match from before seat seeds';
    await server.store.createMatch({
      id: 'from-before-seat-seeds',
      game: 'arms-dealers',
      players: 2,
      options: {},
      secret,
      commitment: commitmentOf(secret),
      clock: { mode: 'none' },
      status: 'active',
      createdBy: null,
      createdAt: 0,
      startedAt: 0,
      fixture: null,
      listed: true,
      // As the migration leaves them: no seed column value.
      seats: [0, 1].map((seat) => ({
        seat,
        kind: 'bot' as const,
        bot: 'random',
        playerId: null,
        name: 'random bot',
        tokenHash: null,
      })),
    });
    const viewer = await TestClient.connect(server.url);
    await viewer.hello('from-before-seat-seeds');
    const x = await finished('from-before-seat-seeds');
    viewer.close();
    expect(x.match).not.toHaveProperty('seatSeeds');
    expect(verifyExport(x, gameOf, { commitment: commitmentOf(secret) })).toMatchObject({ ok: true });
  });
});
