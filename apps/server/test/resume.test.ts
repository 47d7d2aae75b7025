import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openStore, PostgresStore } from '../src/store/index.js';
import type { Store } from '../src/store/store.js';
import { api, TestClient } from '../src/testing/client.js';
import { newPlayer, randomPicker } from '../src/testing/harness.js';
import { spawnServer, type ServerProcess } from '../src/testing/process.js';
import { postgres, redis } from './support/services.js';

const dir = mkdtempSync(join(tmpdir(), 'cutthroat-resume-'));
// SQLite under its own directory, whatever the environment says: the cap counts every match of
// bots only in the store, and another test's must not count here.
const env = { DATA_DIR: dir, DATABASE_URL: '', REDIS_URL: '', BOTS_ONLY_MATCHES: '1' };
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const p of running) await p.stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

const statusOf = async (url: string, id: string) =>
  (await api<{ status: string }>(url, 'GET', `/api/matches/${id}`)).body.status;

/**
 * A match of bots only in mid-match, whose process died: Alice played 20 moves beside two bots,
 * then left, and the process was killed before the bots moved on (her leave is written straight
 * into the store, as the dead process would have committed it). Its id.
 */
async function botsOnlyMidMatch(env: Record<string, string>, open: () => Promise<Store>): Promise<string> {
  const first = await spawnServer(env);
  running.push(first);
  const alice = await newPlayer(first.url, 'Alice');
  const created = await api<{ match: { id: string }; joined: { seat: number; seatToken: string } }>(
    first.url,
    'POST',
    '/api/matches',
    {
      game: 'arms-dealers',
      seats: [{ kind: 'open' }, { kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'random' }],
      options: { offersPerTurn: 1 },
      botPaceMs: 0,
      join: true,
    },
    alice.token,
  );
  expect(created.status).toBe(201);
  const id = created.body.match.id;
  const c = await TestClient.connect(first.url);
  await c.hello(id, created.body.joined.seatToken);
  c.autoplay(randomPicker('resume-0'));
  await c.next('event', (m) => m.seq >= 20);
  await first.kill9();
  await c.closed;

  // Alice's leave was the last thing the dead process committed: the match is now one of bots
  // only, mid-match, and nothing moves it.
  const store = await open();
  try {
    expect(await store.leaveToBot(id, created.body.joined.seat, alice.playerId, 'greedy')).toBe(true);
    expect(await store.botsOnlyInPlay(10)).toBe(1);
  } finally {
    await store.close();
  }

  return id;
}

describe('a match of bots only, after kill -9', () => {
  it('is resumed at start-up and finishes, and a new one is then accepted', async () => {
    const id = await botsOnlyMidMatch(env, () => openStore({ dataDir: dir, databaseUrl: null }));
    const second = await spawnServer(env);
    running.push(second);
    await vi.waitFor(async () => expect(await statusOf(second.url, id)).toBe('finished'), {
      timeout: 30_000,
      interval: 20,
    });
    const again = await api<{ match: { id: string } }>(second.url, 'POST', '/api/matches', {
      game: 'arms-dealers',
      seats: [
        { kind: 'bot', bot: 'greedy' },
        { kind: 'bot', bot: 'random' },
      ],
    });
    expect(again.status).toBe(201);
    await vi.waitFor(async () => expect(await statusOf(second.url, again.body.match.id)).toBe('finished'), {
      timeout: 30_000,
      interval: 20,
    });
    expect(second.logged.errors).toBe(0);
  }, 60_000);
});

const pg = postgres();
const rd = redis();
const skipped = pg.skipped ?? rd.skipped;

describe.skipIf(skipped !== null)(`two processes that start at once${skipped ? ` (${skipped})` : ''}`, () => {
  const run = randomBytes(4).toString('hex');
  const shared = {
    DATA_DIR: dir,
    DATABASE_URL: pg.url ?? '',
    DATABASE_SCHEMA: `resume_${run}`,
    REDIS_URL: rd.url ?? '',
    REDIS_PREFIX: `cutthroat-test-${run}:`,
    BOTS_ONLY_MATCHES: '1',
  };
  const store = () => new PostgresStore({ connectionString: shared.DATABASE_URL, schema: shared.DATABASE_SCHEMA });
  afterAll(async () => {
    const s = store();
    await s.dropSchema();
    await s.close();
  });

  it('both resume the match; it finishes once, without an error in either', async () => {
    const id = await botsOnlyMidMatch(shared, async () => store());
    const [one, two] = await Promise.all([spawnServer(shared), spawnServer(shared)]);
    running.push(one!, two!);
    await vi.waitFor(async () => expect(await statusOf(two!.url, id)).toBe('finished'), {
      timeout: 30_000,
      interval: 20,
    });
    const s = store();
    const log = await s.log(id).finally(() => s.close());
    expect(log.map((r) => r.seq)).toEqual(log.map((_, i) => i));
    expect(one!.logged.errors + two!.logged.errors).toBe(0);
  }, 60_000);
});
