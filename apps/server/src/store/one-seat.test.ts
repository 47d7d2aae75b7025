import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Pool } from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postgres } from '../../test/support/services.js';
import { PostgresStore, SqliteStore, type SqliteWriter } from './index.js';
import { createMigrationsTable, migrations, type Dialect } from './migrations.js';
import type { MatchRecordRow, SeatRecord, Store } from './store.js';

/**
 * One seat per person as the database's constraint (migration 11): claims by one player that race,
 * through several handles as several processes hold them, and a database that already holds a
 * person's second seat from before the constraint.
 */

/** An empty database: store handles on it, and raw SQL on it as an older server would have run it. */
interface TestDatabase {
  readonly dialect: Dialect;
  open(): Store;
  raw(statements: readonly string[]): Promise<void>;
  dispose(): Promise<void>;
}

function sqliteDatabase(writer: SqliteWriter): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'cutthroat-one-seat-'));
  const path = join(dir, 'cutthroat.db');
  const handles: Store[] = [];
  return {
    dialect: 'sqlite',
    open: () => {
      const store = new SqliteStore(path, { writer });
      handles.push(store);
      return store;
    },
    raw: async (statements) => {
      const db = new Database(path);
      try {
        for (const statement of statements) db.exec(statement);
      } finally {
        db.close();
      }
    },
    dispose: async () => {
      await Promise.all(handles.map((store) => store.close()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresDatabase(url: string): TestDatabase {
  const schema = `one_seat_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const handles: PostgresStore[] = [];
  const open = () => {
    const store = new PostgresStore({ connectionString: url, schema });
    handles.push(store);
    return store;
  };
  return {
    dialect: 'postgres',
    open,
    raw: async (statements) => {
      const pool = new Pool({ connectionString: url, max: 1, options: `-c search_path=${schema}` });
      try {
        await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
        for (const statement of statements) await pool.query(statement);
      } finally {
        await pool.end();
      }
    },
    dispose: async () => {
      try {
        await open().dropSchema();
      } finally {
        await Promise.all(handles.map((store) => store.close()));
      }
    },
  };
}

const T0 = 1_750_000_000_000;
const open = (seat: number): SeatRecord => ({
  seat,
  kind: 'open',
  bot: null,
  playerId: null,
  name: null,
  tokenHash: null,
  seed: '',
});

function aMatch(id: string, seats: number, overrides: Partial<MatchRecordRow> = {}): MatchRecordRow {
  return {
    id,
    game: 'arms-dealers',
    players: seats,
    options: {},
    secret: 'secret',
    commitment: 'commitment',
    clock: { mode: 'none' },
    fixture: null,
    status: 'waiting',
    createdBy: null,
    createdAt: T0,
    startedAt: null,
    listed: true,
    hotSeat: false,
    seats: Array.from({ length: seats }, (_, seat) => open(seat)),
    ...overrides,
  };
}

const seatsOf = async (store: Store, id: string, playerId: string) =>
  (await store.getMatch(id))!.seats.filter((s) => s.kind === 'human' && s.playerId === playerId).map((s) => s.seat);

/** Every seat of `id` claimed by `playerId` at once, each claim through the next handle in turn. */
function claimAll(handles: readonly Store[], id: string, seats: number, playerId: string) {
  return Promise.all(
    Array.from({ length: seats }, (_, seat) =>
      handles[seat % handles.length]!.claimSeat(id, seat, playerId, playerId, `token-${seat}`),
    ),
  );
}

function constraint(name: string, fresh: () => TestDatabase): void {
  describe(name, () => {
    let db: TestDatabase;
    let handles: Store[];

    beforeEach(async () => {
      db = fresh();
      handles = [db.open(), db.open(), db.open()];
      for (const store of handles) await store.migrate();
    });

    afterEach(async () => {
      await db.dispose();
    });

    it('gives one player exactly one seat of many claimed at once through several processes', async () => {
      const [store] = handles;
      for (let round = 0; round < 5; round++) {
        const id = `race-${round}`;
        await store!.createMatch(aMatch(id, 6));
        const claims = await claimAll(handles, id, 6, 'mallory');
        expect(claims.filter((c) => c === true)).toHaveLength(1);
        expect(claims.filter((c) => c !== true)).toEqual(Array(5).fill('lobby/already-seated'));
        expect(await seatsOf(store!, id, 'mallory')).toHaveLength(1);
        // The others are still open, for other people.
        expect(await store!.claimSeat(id, claims.indexOf('lobby/already-seated'), 'bob', 'Bob', 'b')).toBe(true);
      }
    });

    it('still gives one person every seat they claim of a hot-seat match, also at once', async () => {
      const [store] = handles;
      await store!.createMatch(aMatch('hot', 6, { hotSeat: true }));
      expect(await claimAll(handles, 'hot', 6, 'ann')).toEqual(Array(6).fill(true));
      expect(await seatsOf(store!, 'hot', 'ann')).toEqual([0, 1, 2, 3, 4, 5]);
    });

    it('gives a seat given back to its player again, once', async () => {
      const [store] = handles;
      await store!.createMatch(aMatch('m', 3));
      expect(await store!.claimSeat('m', 0, 'ann', 'Ann', 'a0')).toBe(true);
      expect(await store!.releaseSeat('m', 0, 'ann')).toBe(true);
      expect(await store!.claimSeat('m', 2, 'ann', 'Ann', 'a2')).toBe(true);
      expect(await store!.claimSeat('m', 1, 'ann', 'Ann', 'a1')).toBe('lobby/already-seated');
    });
  });
}

/** A database as the server of migration 10 left it, with seats given twice by the race. */
function olderDatabase(dialect: Dialect): string[] {
  const statements = [createMigrationsTable];
  for (const m of migrations.filter((m) => m.version <= 10)) {
    statements.push(...m.statements(dialect), `INSERT INTO schema_migrations (version) VALUES (${m.version})`);
  }
  const match = (id: string, status: string, hotSeat: number) =>
    `INSERT INTO matches (id, game, players, options, secret, commitment, clock, status, created_at, hot_seat)
      VALUES ('${id}', 'arms-dealers', 3, '{}', 's', 'c', '{}', '${status}', ${T0}, ${hotSeat})`;
  const seat = (id: string, seat: number, player: string | null) =>
    player === null
      ? `INSERT INTO seats (match_id, seat, kind, seed) VALUES ('${id}', ${seat}, 'open', '')`
      : `INSERT INTO seats (match_id, seat, kind, player_id, name, token_hash, seed)
          VALUES ('${id}', ${seat}, 'human', '${player}', '${player}', 't-${id}-${seat}', 's-${seat}')`;
  statements.push(
    match('waiting', 'waiting', 0),
    seat('waiting', 0, 'mallory'),
    seat('waiting', 1, 'bob'),
    seat('waiting', 2, 'mallory'),
    match('active', 'active', 0),
    seat('active', 0, 'mallory'),
    seat('active', 1, 'mallory'),
    seat('active', 2, 'bob'),
    match('hot', 'waiting', 1),
    seat('hot', 0, 'ann'),
    seat('hot', 1, 'ann'),
    seat('hot', 2, null),
  );
  return statements;
}

function upgrade(name: string, fresh: () => TestDatabase): void {
  it(`${name}: upgrades a database holding a person's second seats, then keeps the rule`, async () => {
    const db = fresh();
    try {
      await db.raw(olderDatabase(db.dialect));
      const store = db.open();
      await store.migrate();
      // Waiting: the later seat is open again, the first one kept.
      const waiting = (await store.getMatch('waiting'))!.seats;
      expect(waiting.map((s) => [s.kind, s.playerId, s.tokenHash, s.seed])).toEqual([
        ['human', 'mallory', 't-waiting-0', 's-0'],
        ['human', 'bob', 't-waiting-1', 's-1'],
        ['open', null, null, ''],
      ]);
      expect(await store.claimSeat('waiting', 2, 'mallory', 'M', 't')).toBe('lobby/already-seated');
      // Under way: both kept, as the log was played from both.
      expect(await seatsOf(store, 'active', 'mallory')).toEqual([0, 1]);
      // Hot seat: as it was, and still open to the same person.
      expect(await store.claimSeat('hot', 2, 'ann', 'Ann', 't')).toBe(true);
      expect(await seatsOf(store, 'hot', 'ann')).toEqual([0, 1, 2]);
    } finally {
      await db.dispose();
    }
  });
}

const pg = postgres();

constraint('SqliteStore', () => sqliteDatabase('loop'));
constraint('SqliteStore with its writer thread', () => sqliteDatabase('thread'));
describe('migration 11', () => {
  upgrade('SQLite', () => sqliteDatabase('loop'));
});

describe.skipIf(pg.skipped !== null)('PostgreSQL', () => {
  const url = pg.url ?? '';
  constraint('PostgresStore', () => postgresDatabase(url));
  describe('migration 11', () => {
    upgrade('PostgreSQL', () => postgresDatabase(url));
  });
});
