import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api, TestClient } from '../src/testing/client.js';
import { openStore } from '../src/store/index.js';
import { newPlayer, randomPicker } from '../src/testing/harness.js';
import { spawnServer, type ServerProcess } from '../src/testing/process.js';

const dir = mkdtempSync(join(tmpdir(), 'cutthroat-crash-'));
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const p of running) await p.stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

/** Every action a client saw acknowledged, with the seq it was given. */
function acknowledged(c: TestClient, seat: number) {
  const sent = new Map(
    c.sent.flatMap((m) =>
      typeof m === 'object' && m && (m as { type?: string }).type === 'action'
        ? [[(m as { id: string }).id, m as { action: unknown }]]
        : [],
    ),
  );
  return c.acks().map((a) => ({ seat, seq: a.seq, action: sent.get(a.id)!.action }));
}

describe('kill -9 mid-match', () => {
  it('loses no acknowledged action, and the match goes on after a restart', async () => {
    const first = await spawnServer({ DATA_DIR: dir });
    running.push(first);
    const alice = await newPlayer(first.url, 'Alice');
    const bob = await newPlayer(first.url, 'Bob');
    const created = await api<{ match: { id: string }; joined: { seatToken: string } }>(
      first.url,
      'POST',
      '/api/matches',
      {
        game: 'arms-dealers',
        seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'random' }],
        options: { offersPerTurn: 1 },
        join: true,
      },
      alice.token,
    );
    const id = created.body.match.id;
    const bobSeat = await api<{ seatToken: string }>(first.url, 'POST', `/api/matches/${id}/join`, {}, bob.token);
    const tokens = [created.body.joined.seatToken, bobSeat.body.seatToken];

    const before = await Promise.all(
      tokens.map(async (t, seat) => {
        const c = await TestClient.connect(first.url);
        await c.hello(id, t);
        c.autoplay(randomPicker(`crash-${seat}`));
        return c;
      }),
    );
    await before[0]!.next('event', (m) => m.seq >= 60);
    await first.kill9();
    await Promise.all(before.map((c) => c.closed));
    const acked = before.flatMap((c, seat) => acknowledged(c, seat));
    expect(acked.length).toBeGreaterThan(10);

    const second = await spawnServer({ DATA_DIR: dir });
    running.push(second);
    let resumedAt = 0;
    const after = await Promise.all(
      tokens.map(async (t, seat) => {
        const c = await TestClient.connect(second.url);
        const snap = await c.hello(id, t);
        expect(snap.seq).toBeGreaterThanOrEqual(Math.max(...acked.map((a) => a.seq)));
        resumedAt = Math.max(resumedAt, snap.seq);
        c.autoplay(randomPicker(`crash-again-${seat}`));
        return c;
      }),
    );
    // The match goes on: 30 more moves (or its end), then the log is read from the store itself,
    // once the server has stopped: no need to play to the end for an export.
    await Promise.race([after[0]!.next('event', (m) => m.seq >= resumedAt + 30), after[0]!.next('end')]);
    for (const c of after) c.close();
    await second.stop();
    // The store the server used: SQLite under DATA_DIR, or PostgreSQL where the environment says.
    const store = await openStore({
      dataDir: dir,
      databaseUrl: process.env['DATABASE_URL'] || null,
      schema: process.env['DATABASE_SCHEMA'] || undefined,
    });
    const log = await store.log(id).finally(() => store.close());
    expect(log.length).toBeGreaterThan(resumedAt);
    for (const a of acked) {
      expect(log[a.seq - 1], `acknowledged action at seq ${a.seq}`).toEqual(
        expect.objectContaining({ actor: a.seat, action: a.action }),
      );
    }
  });
});

describe('a process that cannot start', () => {
  it('says why in one JSON line and exits with status 1', async () => {
    await expect(spawnServer({ DATA_DIR: dir, PORT: 'eighty' })).rejects.toThrow(
      "exited with 1 before listening: the server could not start: PORT must be a port number, not 'eighty'",
    );
    await expect(spawnServer({ DATA_DIR: dir, REDIS_URL: 'redis://127.0.0.1:1' })).rejects.toThrow(
      /exited with 1 before listening: the server could not start: fan-out: cannot connect to Redis/,
    );
  });
});
