import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api, TestClient } from '../src/testing/client.js';
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
    const after = await Promise.all(
      tokens.map(async (t, seat) => {
        const c = await TestClient.connect(second.url);
        const snap = await c.hello(id, t);
        expect(snap.seq).toBeGreaterThanOrEqual(Math.max(...acked.map((a) => a.seq)));
        c.autoplay(randomPicker(`crash-again-${seat}`));
        return c;
      }),
    );
    await Promise.all(after.map((c) => c.next('end')));
    const log = (
      await api<{ log: { seq: number; actor: number; action: unknown }[] }>(
        second.url,
        'GET',
        `/api/matches/${id}/export`,
      )
    ).body.log;
    for (const a of acked) {
      expect(log[a.seq - 1], `acknowledged action at seq ${a.seq}`).toEqual(
        expect.objectContaining({ actor: a.seat, action: a.action }),
      );
    }
    for (const c of after) c.close();
    // Two server starts and a whole match's acks: 60 s was seen to run out at load 6.
  }, 180_000);
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
