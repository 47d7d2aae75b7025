import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backUpSqlite, BackupError, databaseFile } from './backup.js';
import { SqliteStore } from './sqlite.js';
import type { MatchRecordRow } from './store.js';

const T0 = 1_780_000_000_000;

const match = (id: string): MatchRecordRow => ({
  id,
  game: 'arms-dealers',
  players: 2,
  options: {},
  secret: 'secret',
  commitment: 'commitment',
  clock: { mode: 'none' },
  fixture: null,
  status: 'active',
  createdBy: null,
  createdAt: T0,
  startedAt: T0,
  listed: true,
  seats: [
    { seat: 0, kind: 'bot', bot: 'greedy', playerId: null, name: 'Greedy', tokenHash: null },
    { seat: 1, kind: 'bot', bot: 'random', playerId: null, name: 'Random', tokenHash: null },
  ],
});

describe('backUpSqlite', () => {
  let dir: string;
  let live: SqliteStore;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cutthroat-backup-'));
    live = new SqliteStore(databaseFile(join(dir, 'data')));
    await live.migrate();
  });

  afterEach(async () => {
    await live.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The actions of match `id` from seq `from` up to `to`, each its own commit. */
  async function play(id: string, from: number, to: number): Promise<void> {
    for (let seq = from; seq < to; seq++) {
      const action = { type: 'end-turn', n: seq };
      expect(await live.append({ matchId: id, seq, actor: seq % 2, action, at: T0 + seq })).toBe(true);
    }
  }

  it('copies the running database whole, its last commits still in the WAL included, and the copy serves as one', async () => {
    await live.createMatch(match('m1'));
    await play('m1', 0, 40);
    // The server's connection is open and the last commits are in the WAL, not yet in the file:
    // a copy of cutthroat.db alone would miss them.
    expect(readFileSync(`${databaseFile(join(dir, 'data'))}-wal`).length).toBeGreaterThan(0);
    const to = join(dir, 'backup.db');
    const r = backUpSqlite(join(dir, 'data'), to);
    expect(r).toMatchObject({ ok: true, to, matches: 1, actions: 40 });
    if (!r.ok) return;
    expect(r.bytes).toBeGreaterThan(0);
    // The server goes on writing; the copy stays as it was taken.
    await play('m1', 40, 45);

    // Restoring is putting the copy where the database was: a store opened on it has every action.
    const restored = join(dir, 'restored');
    mkdirSync(restored);
    writeFileSync(databaseFile(restored), readFileSync(to));
    const store = new SqliteStore(databaseFile(restored));
    try {
      await store.migrate();
      expect((await store.log('m1')).map((row) => row.seq)).toEqual([...Array(40).keys()]);
      expect(await store.getMatch('m1')).toEqual(await live.getMatch('m1'));
    } finally {
      await store.close();
    }
  });

  it('never overwrites a file, and says so', async () => {
    const to = join(dir, 'precious.db');
    writeFileSync(to, 'not to be lost');
    expect(backUpSqlite(join(dir, 'data'), to)).toMatchObject({ ok: false, code: BackupError.DestinationExists });
    expect(readFileSync(to, 'utf8')).toBe('not to be lost');
  });

  it('says when there is no database to copy', () => {
    expect(backUpSqlite(join(dir, 'nowhere'), join(dir, 'b.db'))).toMatchObject({
      ok: false,
      code: BackupError.NoDatabase,
    });
    expect(existsSync(join(dir, 'b.db'))).toBe(false);
  });

  it('leaves nothing behind when the copy fails', () => {
    // A destination in a directory that does not exist: SQLite cannot create it.
    const to = join(dir, 'missing', 'b.db');
    expect(backUpSqlite(join(dir, 'data'), to)).toMatchObject({ ok: false, code: BackupError.Failed });
    expect(existsSync(to)).toBe(false);
  });

  it('makes a copy that SQLite checks as sound', () => {
    const to = join(dir, 'b.db');
    expect(backUpSqlite(join(dir, 'data'), to).ok).toBe(true);
    const copy = new Database(to, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(copy.pragma('journal_mode', { simple: true })).not.toBe('wal');
    } finally {
      copy.close();
    }
  });

  describe('npm run backup', () => {
    // The built script, as `npm run backup` runs it (`npm test` builds first).
    const main = fileURLToPath(new URL('../../dist/backup-main.js', import.meta.url));
    const run = (args: string[], env: Record<string, string>) =>
      spawnSync(process.execPath, [main, ...args], {
        env: { PATH: process.env['PATH'] ?? '', ...env },
        encoding: 'utf8',
      });

    it('backs up DATA_DIR into the file given, and says what it copied', async () => {
      await live.createMatch(match('m1'));
      await play('m1', 0, 3);
      const r = run([join(dir, 'b.db'), '--json'], { DATA_DIR: join(dir, 'data') });
      expect(r.status).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ ok: true, matches: 1, actions: 3 });
      const again = run([join(dir, 'b.db')], { DATA_DIR: join(dir, 'data') });
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('backup/destination-exists');
    });

    it('sends PostgreSQL to pg_dump, and a wrong call to its usage', () => {
      const pg = run([join(dir, 'b.db')], { DATABASE_URL: 'postgres://127.0.0.1/test' });
      expect([pg.status, pg.stderr]).toEqual([2, expect.stringContaining('pg_dump')]);
      const usage = run([], { DATA_DIR: join(dir, 'data') });
      expect([usage.status, usage.stderr]).toEqual([2, expect.stringContaining('usage: npm run backup -- FILE')]);
      expect(run(['a.db', 'b.db'], {}).status).toBe(2);
      expect(run(['a.db', '--force'], {}).status).toBe(2);
    });
  });
});
