import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { PostgresStore } from '../src/store/index.js';
import { api, TestClient } from '../src/testing/client.js';
import { newPlayer, randomPicker } from '../src/testing/harness.js';
import { spawnServer, type ServerProcess } from '../src/testing/process.js';
import { postgres, redis } from './support/services.js';

const pg = postgres();
const rd = redis();
const skipped = pg.skipped ?? rd.skipped;
const run = randomBytes(4).toString('hex');
const env = {
  DATABASE_URL: pg.url ?? '',
  DATABASE_SCHEMA: `scaleout_${run}`,
  REDIS_URL: rd.url ?? '',
  REDIS_PREFIX: `cutthroat-test-${run}:`,
};
const running: ServerProcess[] = [];

afterAll(async () => {
  for (const p of running) await p.stop().catch(() => undefined);
  if (!skipped) {
    const store = new PostgresStore({ connectionString: env.DATABASE_URL, schema: env.DATABASE_SCHEMA });
    await store.dropSchema();
    await store.close();
  }
});

describe.skipIf(skipped !== null)(`scale-out over PostgreSQL and Redis${skipped ? ` (${skipped})` : ''}`, () => {
  it('two processes serve one match; one is killed and the match goes on through the other', async () => {
    const one = await spawnServer(env);
    running.push(one);
    const two = await spawnServer(env);
    running.push(two);
    for (const p of [one, two]) {
      expect(await api(p.url, 'GET', '/readyz')).toMatchObject({
        status: 200,
        body: { ready: true, checks: { database: 'ok', redis: 'ok' } },
      });
    }

    // The match is made through process one and joined through process two: no sticky sessions.
    const alice = await newPlayer(one.url, 'Alice');
    const bob = await newPlayer(two.url, 'Bob');
    const created = await api<{ match: { id: string }; joined: { seatToken: string } }>(
      one.url,
      'POST',
      '/api/matches',
      {
        game: 'arms-dealers',
        seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'bot', bot: 'greedy' }],
        options: { offersPerTurn: 1 },
        join: true,
      },
      alice.token,
    );
    const id = created.body.match.id;
    const joined = await api<{ seatToken: string }>(two.url, 'POST', `/api/matches/${id}/join`, {}, bob.token);
    expect(joined.status).toBe(200);

    const a = await TestClient.connect(one.url);
    await a.hello(id, created.body.joined.seatToken);
    const b = await TestClient.connect(two.url);
    await b.hello(id, joined.body.seatToken);
    const watcher = await TestClient.connect(two.url);
    const first = await watcher.hello(id);
    const stopA = a.autoplay(randomPicker('scale-a'));
    b.autoplay(randomPicker('scale-b'));

    // Both processes see every move, whichever process took it.
    await watcher.next('event', (m) => m.seq >= first.seq + 30);
    const seqs = watcher.received.flatMap((m) => (m.type === 'event' ? [m.seq] : []));
    expect(seqs.slice(0, 30)).toEqual(Array.from({ length: 30 }, (_, i) => first.seq + 1 + i));

    stopA();
    await one.kill9();
    await a.closed;
    const acked = a.acks().map((m) => m.seq);

    // Alice reconnects, through the process that is left.
    const again = await TestClient.connect(two.url);
    const snap = await again.hello(id, created.body.joined.seatToken);
    expect(snap.seq).toBeGreaterThanOrEqual(Math.max(0, ...acked));
    again.autoplay(randomPicker('scale-a-again'));
    const [endA, endB] = await Promise.all([again.next('end'), b.next('end')]);
    expect(endA).toEqual(endB);

    const log = (await api<{ log: { seq: number; actor: number }[] }>(two.url, 'GET', `/api/matches/${id}/export`)).body
      .log;
    expect(log.map((r) => r.seq)).toEqual(log.map((_, i) => i));
    for (const seq of acked) expect(log[seq - 1]?.actor).toBe(0);
    for (const c of [again, b, watcher]) c.close();
  });

  it('a token replaced through one process closes the sockets it opened on the other', async () => {
    const one = await spawnServer(env);
    running.push(one);
    const two = await spawnServer(env);
    running.push(two);
    const cleo = await newPlayer(one.url, 'Cleo');
    const created = await api<{ match: { id: string }; joined: { seatToken: string } }>(
      one.url,
      'POST',
      '/api/matches',
      { game: 'arms-dealers', seats: [{ kind: 'open' }, { kind: 'bot', bot: 'greedy' }], join: true },
      cleo.token,
    );
    const id = created.body.match.id;
    const bySeatToken = await TestClient.connect(two.url);
    await bySeatToken.hello(id, created.body.joined.seatToken);
    const byPlayerToken = await TestClient.connect(two.url);
    await byPlayerToken.hello(id, cleo.token);
    const watcher = await TestClient.connect(two.url);
    await watcher.hello(id);

    const replaced = await api<{ token: string }>(one.url, 'POST', '/api/me/token', {}, cleo.token);
    expect(replaced.status).toBe(200);
    for (const socket of [bySeatToken, byPlayerToken]) {
      expect(await socket.next('error', () => true)).toMatchObject({ code: 'protocol/token-replaced' });
      expect((await socket.closed).code).toBe(1008);
    }
    // The new token plays the seat through the other process; the spectator was left alone.
    const back = await TestClient.connect(two.url);
    await back.hello(id, replaced.body.token);
    expect(back.received.find((m) => m.type === 'welcome')).toMatchObject({ seat: 0 });
    await watcher.roundTrip();
    expect(watcher.received.some((m) => m.type === 'error')).toBe(false);
    for (const c of [back, watcher]) c.close();
  });
});
