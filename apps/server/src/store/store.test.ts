import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Pool, type PoolClient } from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postgres } from '../../test/support/services.js';
import { openStore, PostgresStore, SqliteStore, type SqliteWriter } from './index.js';
import { createMigrationsTable, migrations, pendingMigrations } from './migrations.js';
import type { ChatRow, Deadline, LogRow, MatchRecordRow, Player, SeatRecord, Store } from './store.js';

/** One empty database, and handles on it as separate processes would open them. */
interface TestDatabase {
  /** A new, unmigrated handle; closed by `dispose`. */
  open(): Store;
  /** Close every handle and delete the database. */
  dispose(): Promise<void>;
}

function sqliteDatabase(writer: SqliteWriter): TestDatabase {
  // A real file rather than :memory:, so handles share it and reopening tests durability.
  const dir = mkdtempSync(join(tmpdir(), 'cutthroat-store-'));
  const handles: Store[] = [];
  return {
    open: () => {
      const store = new SqliteStore(join(dir, 'db', 'cutthroat.db'), { writer });
      handles.push(store);
      return store;
    },
    dispose: async () => {
      await Promise.all(handles.map((store) => store.close()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const uniqueSchema = () => `store_test_${process.pid}_${randomBytes(6).toString('hex')}`;

function postgresDatabase(url: string, schema = uniqueSchema()): TestDatabase {
  const handles: PostgresStore[] = [];
  const open = () => {
    const store = new PostgresStore({ connectionString: url, schema });
    handles.push(store);
    return store;
  };
  return {
    open,
    dispose: async () => {
      const admin = open();
      try {
        await admin.dropSchema();
      } finally {
        await Promise.all(handles.map((store) => store.close()));
      }
    },
  };
}

const T0 = 1_750_000_000_000; // past 2^32: timestamps must survive as BIGINT

const openSeat = (seat: number): SeatRecord => ({
  seat,
  kind: 'open',
  bot: null,
  playerId: null,
  name: null,
  tokenHash: null,
  seed: '',
});
const humanSeat = (seat: number, playerId: string): SeatRecord => ({
  seat,
  kind: 'human',
  bot: null,
  playerId,
  name: `${playerId}'s name`,
  tokenHash: `seat-token-${playerId}-${seat}`,
  seed: `seed-${playerId}`,
});
const botSeat = (seat: number): SeatRecord => ({
  seat,
  kind: 'bot',
  bot: 'greedy',
  playerId: null,
  name: 'Greedy',
  tokenHash: null,
  seed: '',
});

function aMatch(overrides: Partial<MatchRecordRow> = {}): MatchRecordRow {
  return {
    id: 'm1',
    game: 'arms-dealers',
    players: 3,
    options: { rounds: 5, variants: ['fast', 'open-hands'], market: { size: 4, refill: null }, fair: true },
    secret: 'secret',
    commitment: 'commitment',
    clock: { kind: 'fischer', initialMs: 300_000, incrementMs: 5_000 },
    fixture: { firstPlayer: 1, hands: [['USA'], [], []] },
    status: 'waiting',
    createdBy: 'alice',
    createdAt: T0,
    hotSeat: false,
    botPaceMs: 0,
    startedAt: null,
    listed: true,
    seats: [humanSeat(0, 'alice'), openSeat(1), botSeat(2)],
    ...overrides,
  };
}

const anAction = (seq: number, action: unknown = { type: 'bid', amount: seq }, actor = seq % 3): LogRow => ({
  matchId: 'm1',
  seq,
  actor,
  action,
  at: T0 + seq * 1000,
});

const aDeadline = (overrides: Partial<Deadline> = {}): Deadline => ({
  matchId: 'm1',
  seq: 3,
  dueAt: T0 + 30_000,
  what: { kind: 'turn', policy: 'pass' },
  ...overrides,
});

const alice: Player = { id: 'alice', name: 'Alice', tokenHash: 'player-token-alice', createdAt: T0 };

/** The whole contract of `Store`, against one backend. */
function storeContract(name: string, fresh: () => TestDatabase): void {
  describe(name, () => {
    let db: TestDatabase;
    let store: Store;

    beforeEach(async () => {
      db = fresh();
      store = db.open();
      await store.migrate();
    });

    afterEach(async () => {
      await db.dispose();
    });

    describe('schema', () => {
      it('migrates again without harm', async () => {
        await store.createPlayer(alice);
        await store.migrate();
        await store.migrate();
        expect(await store.playerByTokenHash(alice.tokenHash)).toEqual(alice);
      });

      it('migrates once when two processes migrate an empty database at once', async () => {
        const other = fresh();
        try {
          const [a, b] = [other.open(), other.open()];
          await Promise.all([a.migrate(), b.migrate()]);
          await a.createPlayer(alice);
          expect(await b.playerByTokenHash(alice.tokenHash)).toEqual(alice);
        } finally {
          await other.dispose();
        }
      });

      it('keeps everything when closed and opened again', async () => {
        await store.createPlayer(alice);
        await store.createMatch(aMatch());
        await store.append(anAction(0));
        await store.setDeadline(aDeadline());
        await store.close();
        await store.close(); // harmless twice

        const reopened = db.open();
        await reopened.migrate();
        expect(await reopened.playerByTokenHash(alice.tokenHash)).toEqual(alice);
        expect(await reopened.getMatch('m1')).toEqual(aMatch());
        expect(await reopened.log('m1')).toEqual([anAction(0)]);
        expect(await reopened.dueDeadlines(T0 + 60_000, 10)).toEqual([aDeadline()]);
      });
    });

    describe('players', () => {
      it('round-trips a player, found by token hash', async () => {
        await store.createPlayer(alice);
        const found = await store.playerByTokenHash(alice.tokenHash);
        expect(found).toEqual(alice);
        expect(typeof found?.createdAt).toBe('number');
        expect(await store.playerByTokenHash('nobody')).toBeNull();
      });

      it('renames a player, and says so; nobody to rename changes nothing', async () => {
        await store.createPlayer(alice);
        expect(await store.renamePlayer(alice.id, 'Alice B. ☃')).toBe(true);
        expect(await store.playerByTokenHash(alice.tokenHash)).toEqual({ ...alice, name: 'Alice B. ☃' });
        expect(await store.renamePlayer('nobody', 'Eve')).toBe(false);
      });

      it("replaces a player's token, drops their seat tokens, and names the matches not over they sit in", async () => {
        const bob: Player = { ...alice, id: 'bob', name: 'Bob', tokenHash: 'player-token-bob' };
        await store.createPlayer(alice);
        await store.createPlayer(bob);
        await store.createMatch(aMatch({ id: 'waiting', seats: [humanSeat(0, 'alice'), humanSeat(1, 'bob')] }));
        await store.createMatch(
          aMatch({ id: 'active', status: 'active', seats: [humanSeat(0, 'bob'), humanSeat(1, 'alice')] }),
        );
        await store.createMatch(aMatch({ id: 'over', status: 'finished', seats: [humanSeat(0, 'alice')] }));
        await store.createMatch(aMatch({ id: 'bobs', seats: [humanSeat(0, 'bob')] }));

        expect(await store.replacePlayerToken('alice', alice.tokenHash, 'new-alice')).toEqual(['active', 'waiting']);
        expect(await store.playerByTokenHash(alice.tokenHash)).toBeNull();
        expect(await store.playerByTokenHash('new-alice')).toEqual({ ...alice, tokenHash: 'new-alice' });
        for (const [id, seat] of [
          ['waiting', 0],
          ['active', 1],
          ['over', 0],
        ] as const) {
          expect(await store.seatByTokenHash(id, `seat-token-alice-${seat}`)).toBeNull();
          // Still Alice's seat: her new token speaks for it.
          expect((await store.getMatch(id))?.seats[seat]).toMatchObject({ playerId: 'alice', tokenHash: null });
        }
        // Nobody else's tokens move.
        expect(await store.playerByTokenHash(bob.tokenHash)).toEqual(bob);
        expect(await store.seatByTokenHash('active', 'seat-token-bob-0')).toMatchObject({ playerId: 'bob' });
        expect(await store.seatByTokenHash('bobs', 'seat-token-bob-0')).toMatchObject({ playerId: 'bob' });
      });

      it('replaces a token only while it is still the player’s; nobody to replace changes nothing', async () => {
        await store.createPlayer(alice);
        await store.createMatch(aMatch({ seats: [humanSeat(0, 'alice')] }));
        expect(await store.replacePlayerToken('alice', alice.tokenHash, 'first')).toEqual(['m1']);
        // A second device with the old token, a moment later: too late.
        expect(await store.replacePlayerToken('alice', alice.tokenHash, 'second')).toBeNull();
        expect(await store.playerByTokenHash('first')).toMatchObject({ id: 'alice' });
        expect(await store.playerByTokenHash('second')).toBeNull();
        expect(await store.replacePlayerToken('nobody', 'x', 'y')).toBeNull();
        // A seat taken after the replacement keeps the token it was taken with.
        await store.createMatch(aMatch({ id: 'm2', seats: [openSeat(0)] }));
        expect(await store.claimSeat('m2', 0, 'alice', 'Alice', 'seat-after')).toBe(true);
        expect(await store.seatByTokenHash('m2', 'seat-after')).toMatchObject({ playerId: 'alice' });
        expect(await store.replacePlayerToken('alice', 'first', 'third')).toEqual(['m1', 'm2']);
        expect(await store.seatByTokenHash('m2', 'seat-after')).toBeNull();
      });

      it('drops the token of a seat a bot took over from the player too, and names its match', async () => {
        await store.createPlayer(alice);
        await store.createMatch(aMatch({ status: 'active', seats: [humanSeat(0, 'alice'), botSeat(1)] }));
        expect(await store.leaveToBot('m1', 0, 'alice', 'greedy')).toBe(true);
        expect(await store.replacePlayerToken('alice', alice.tokenHash, 'new-alice')).toEqual(['m1']);
        expect(await store.seatByTokenHash('m1', 'seat-token-alice-0')).toBeNull();
        expect((await store.getMatch('m1'))?.seats[0]).toMatchObject({ handedFrom: 'alice', tokenHash: null });
      });

      it('refuses a second player with the same id or token hash', async () => {
        await store.createPlayer(alice);
        await expect(store.createPlayer({ ...alice, tokenHash: 'other' })).rejects.toThrow();
        await expect(store.createPlayer({ ...alice, id: 'alice2' })).rejects.toThrow();
      });
    });

    describe('matches', () => {
      it('round-trips a match with its seats, in seat order, and its JSON values', async () => {
        const match = aMatch({
          options: { text: 'naïve ☃ "quoted" \\ back', n: -1.5, big: 2 ** 40, list: [[], {}, null, false] },
          seats: [openSeat(2), humanSeat(0, 'alice'), botSeat(1)],
        });
        await store.createMatch(match);
        const found = await store.getMatch('m1');
        expect(found).toEqual({ ...match, seats: [humanSeat(0, 'alice'), botSeat(1), openSeat(2)] });
        expect(typeof found?.createdAt).toBe('number');
        expect(await store.getMatch('m2')).toBeNull();
      });

      it('keeps JSON scalars as they were, null and strings included', async () => {
        await store.createMatch(aMatch({ id: 'a', options: null, clock: 'none' }));
        await store.createMatch(aMatch({ id: 'b', options: 42, clock: [1, 'two'], createdBy: null, seats: [] }));
        expect(await store.getMatch('a')).toMatchObject({ options: null, clock: 'none' });
        expect(await store.getMatch('b')).toMatchObject({ options: 42, clock: [1, 'two'], createdBy: null, seats: [] });
      });

      it('refuses a value that has no JSON form', async () => {
        await expect(store.createMatch(aMatch({ options: undefined }))).rejects.toThrow(/not a JSON value/);
        expect(await store.getMatch('m1')).toBeNull();
      });

      it('creates a match and its seats together or not at all', async () => {
        await expect(store.createMatch(aMatch({ seats: [openSeat(0), openSeat(0)] }))).rejects.toThrow();
        expect(await store.getMatch('m1')).toBeNull();
        await store.createMatch(aMatch());
        await expect(store.createMatch(aMatch())).rejects.toThrow();
      });

      it('lists waiting matches with an open seat, newest first, with their open seats', async () => {
        await store.createMatch(aMatch({ id: 'old', createdAt: T0, seats: [openSeat(0), openSeat(1), botSeat(2)] }));
        await store.createMatch(aMatch({ id: 'new', createdAt: T0 + 2 }));
        await store.createMatch(aMatch({ id: 'mid', createdAt: T0 + 1 }));
        await store.createMatch(aMatch({ id: 'full', createdAt: T0 + 3, seats: [humanSeat(0, 'alice'), botSeat(1)] }));
        await store.createMatch(aMatch({ id: 'active', createdAt: T0 + 4, status: 'active' }));

        const open = await store.listOpenMatches(10);
        expect(open.map((m) => [m.id, m.openSeats])).toEqual([
          ['new', 1],
          ['mid', 1],
          ['old', 2],
        ]);
        expect(open[0]).toEqual({
          id: 'new',
          game: 'arms-dealers',
          players: 3,
          status: 'waiting',
          createdAt: T0 + 2,
          openSeats: 1,
        });
        expect((await store.listOpenMatches(2)).map((m) => m.id)).toEqual(['new', 'mid']);
        // Only those created since a moment, when asked.
        expect((await store.listOpenMatches(10, T0 + 1)).map((m) => m.id)).toEqual(['new', 'mid']);

        await store.claimSeat('new', 1, 'bob', 'Bob', 'seat-token-bob');
        expect((await store.listOpenMatches(10)).map((m) => m.id)).toEqual(['mid', 'old']);
      });

      it('lists matches being played, newest first, and no waiting or finished one', async () => {
        await store.createMatch(aMatch({ id: 'waiting', createdAt: T0 + 5 }));
        await store.createMatch(aMatch({ id: 'old', createdAt: T0, status: 'active', seats: [humanSeat(0, 'a')] }));
        await store.createMatch(aMatch({ id: 'new', createdAt: T0 + 2, status: 'active', seats: [botSeat(0)] }));
        await store.createMatch(aMatch({ id: 'over', createdAt: T0 + 3, status: 'finished' }));
        await store.createMatch(aMatch({ id: 'full', createdAt: T0 + 4, seats: [humanSeat(0, 'b'), botSeat(1)] }));
        expect(await store.startMatch('full', T0 + 6)).toBe(true);

        const live = await store.listLiveMatches(10);
        expect(live.map((m) => [m.id, m.status, m.openSeats])).toEqual([
          ['full', 'active', 0],
          ['new', 'active', 0],
          ['old', 'active', 0],
        ]);
        expect((await store.listLiveMatches(1)).map((m) => m.id)).toEqual(['full']);
      });

      it('keeps a match by invitation out of the lists of open and live matches, but not out of reach', async () => {
        await store.createMatch(aMatch({ id: 'open-listed', createdAt: T0 }));
        await store.createMatch(aMatch({ id: 'open-invited', createdAt: T0 + 1, listed: false }));
        const playing = { status: 'active' as const, seats: [humanSeat(0, 'alice'), botSeat(1)] };
        await store.createMatch(aMatch({ id: 'live-listed', createdAt: T0 + 2, ...playing }));
        await store.createMatch(aMatch({ id: 'live-invited', createdAt: T0 + 3, ...playing, listed: false }));

        expect((await store.listOpenMatches(10)).map((m) => m.id)).toEqual(['open-listed']);
        expect((await store.listLiveMatches(10)).map((m) => m.id)).toEqual(['live-listed']);
        expect(await store.getMatch('open-invited')).toMatchObject({ id: 'open-invited', listed: false });
        expect((await store.getMatch('open-listed'))?.listed).toBe(true);
        expect(await store.claimSeat('open-invited', 1, 'bob', 'Bob', 'seat-token-bob-invited')).toBe(true);
        // Its players still find it in their own list.
        expect((await store.matchesOfPlayer('alice', 10)).map((m) => m.id)).toEqual([
          'live-invited',
          'live-listed',
          'open-invited',
          'open-listed',
        ]);
      });

      it('counts the matches of bots only being played, up to a bound', async () => {
        expect(await store.botsOnlyInPlay(10)).toBe(0);
        const bots = [botSeat(0), botSeat(1)];
        await store.createMatch(aMatch({ id: 'bots-a', createdAt: T0, status: 'active', seats: bots }));
        await store.createMatch(aMatch({ id: 'bots-b', createdAt: T0 + 1, status: 'active', seats: bots }));
        await store.createMatch(aMatch({ id: 'bots-over', createdAt: T0 + 2, status: 'finished', seats: bots }));
        await store.createMatch(
          aMatch({ id: 'person', createdAt: T0 + 3, status: 'active', seats: [humanSeat(0, 'a'), botSeat(1)] }),
        );
        await store.createMatch(aMatch({ id: 'waiting', createdAt: T0 + 4, seats: [openSeat(0), botSeat(1)] }));
        expect(await store.botsOnlyInPlay(10)).toBe(2);
        expect(await store.botsOnlyInPlay(1)).toBe(1);
        // A person who leaves a match in play leaves it to bots: it counts from then on.
        await store.leaveToBot('person', 0, 'a', 'greedy');
        expect(await store.botsOnlyInPlay(10)).toBe(3);
        await store.setStatus('bots-a', 'finished');
        expect(await store.botsOnlyInPlay(10)).toBe(2);
      });

      it("lists a player's matches, those not over first, newest first", async () => {
        await store.createMatch(aMatch({ id: 'created', createdAt: T0 }));
        await store.createMatch(aMatch({ id: 'joined', createdAt: T0 + 1, seats: [botSeat(0), openSeat(1)] }));
        await store.createMatch(aMatch({ id: 'finished', createdAt: T0 + 2, status: 'finished' }));
        await store.createMatch(aMatch({ id: 'elsewhere', createdAt: T0 + 3, seats: [humanSeat(0, 'bob')] }));
        await store.claimSeat('joined', 1, 'alice', 'Alice', 'seat-token-alice-joined');

        const mine = await store.matchesOfPlayer('alice', 10);
        expect(mine.map((m) => [m.id, m.status, m.openSeats, m.seat, m.toAct])).toEqual([
          ['joined', 'waiting', 0, 1, null],
          ['created', 'waiting', 1, 0, null],
          ['finished', 'finished', 1, 0, null],
        ]);
        // Who is to act, by when: from the match's deadline, a turn's seat or a window's seats.
        await store.setDeadline({ matchId: 'created', seq: 3, dueAt: T0 + 60_000, what: { kind: 'turn', seat: 1 } });
        const windowDue = { matchId: 'joined', seq: 4, dueAt: T0 + 9_000, what: { kind: 'window', seats: [0, 1] } };
        await store.setDeadline(windowDue);
        const due = await store.matchesOfPlayer('alice', 10);
        expect(due.map((m) => [m.id, m.toAct])).toEqual([
          ['joined', { seats: [0, 1], dueAt: T0 + 9_000 }],
          ['created', { seats: [1], dueAt: T0 + 60_000 }],
          ['finished', null],
        ]);
        // A window's deadline from before its seats were recorded: due, but nobody named.
        await store.setDeadline({ ...windowDue, what: { kind: 'window' } });
        expect((await store.matchesOfPlayer('alice', 10))[0]?.toAct).toEqual({ seats: [], dueAt: T0 + 9_000 });
        // Nor does a payload that is not an object.
        await store.setDeadline({ ...windowDue, what: 'window' });
        expect((await store.matchesOfPlayer('alice', 10))[0]?.toAct).toEqual({ seats: [], dueAt: T0 + 9_000 });
        expect((await store.matchesOfPlayer('alice', 1)).map((m) => m.id)).toEqual(['joined']);
        // However many finished matches came since, one being played is in the first page.
        for (let i = 0; i < 5; i++) {
          await store.createMatch(aMatch({ id: `later-${i}`, createdAt: T0 + 10 + i, status: 'finished' }));
        }
        expect((await store.matchesOfPlayer('alice', 3)).map((m) => m.id)).toEqual(['joined', 'created', 'later-4']);
        expect(await store.matchesOfPlayer('carol', 10)).toEqual([]);
      });

      it("names who is to act in a player's match: from its start, then from its last action", async () => {
        const toActOf = async (id: string) =>
          (await store.matchesOfPlayer('alice', 10)).find((m) => m.id === id)?.toAct;
        await store.createMatch(aMatch({ id: 'm1', seats: [humanSeat(0, 'alice'), botSeat(1), botSeat(2)] }));
        expect(await toActOf('m1')).toBeNull();
        expect(await store.startMatch('m1', T0, undefined, [2])).toBe(true);
        expect(await toActOf('m1')).toEqual({ seats: [2], dueAt: null });

        expect(await store.append({ ...anAction(0, undefined, 2), toAct: [0, 1] })).toBe(true);
        expect(await toActOf('m1')).toEqual({ seats: [0, 1], dueAt: null });
        // A lost race writes nothing, who is to act included.
        expect(await store.append({ ...anAction(0, undefined, 1), toAct: [1] })).toBe(false);
        expect(await toActOf('m1')).toEqual({ seats: [0, 1], dueAt: null });
        // With a clock, the deadline says by when; the log still says who.
        const due = aDeadline({ seq: 2, dueAt: T0 + 5_000, what: { kind: 'window', seats: [0, 1] } });
        expect(await store.append({ ...anAction(1, undefined, 1), toAct: [0] }, { set: due })).toBe(true);
        expect(await toActOf('m1')).toEqual({ seats: [0], dueAt: T0 + 5_000 });
        // A row from before this was recorded: the deadline's record of it.
        expect(await store.append(anAction(2, undefined, 0), { set: { ...due, seq: 3 } })).toBe(true);
        expect(await toActOf('m1')).toEqual({ seats: [0, 1], dueAt: T0 + 5_000 });
        // The action that ends the match leaves nobody to act.
        expect(await store.append({ ...anAction(3, undefined, 0), toAct: [] }, { clear: true }, true)).toBe(true);
        expect(await toActOf('m1')).toBeNull();

        // In a batch, as the group commit writes them, rows with and without it.
        await store.createMatch(aMatch({ id: 'm2', status: 'active', seats: [humanSeat(0, 'alice'), botSeat(1)] }));
        const results = await store.appendBatch([
          { ...anAction(0), matchId: 'm2', toAct: [1] },
          { ...anAction(1), matchId: 'm2' },
          { ...anAction(2), matchId: 'm2', toAct: [0] },
        ]);
        expect(results.map((r) => r.status === 'fulfilled' && r.value)).toEqual([true, true, true]);
        expect(await toActOf('m2')).toEqual({ seats: [0], dueAt: null });
        // The log reads back as it did: who is to act is not part of it.
        expect((await store.log('m2'))[0]).toEqual({ ...anAction(0), matchId: 'm2' });
      });

      it('gives an open seat to the first claim only', async () => {
        await store.createMatch(aMatch());
        expect(await store.claimSeat('m1', 1, 'bob', 'Bob', 'seat-token-bob', 'bobs-seed')).toBe(true);
        expect(await store.claimSeat('m1', 1, 'carol', 'Carol', 'seat-token-carol')).toBe('lobby/seat-taken');
        expect(await store.claimSeat('m1', 0, 'carol', 'Carol', 'seat-token-carol')).toBe('lobby/seat-taken'); // taken
        expect(await store.claimSeat('m1', 2, 'carol', 'Carol', 'seat-token-carol')).toBe('lobby/seat-taken'); // a bot's
        expect(await store.claimSeat('m1', 7, 'carol', 'Carol', 'seat-token-carol')).toBe('lobby/seat-taken'); // no such seat
        expect(await store.claimSeat('m9', 1, 'carol', 'Carol', 'seat-token-carol')).toBe('lobby/seat-taken'); // no such match
        expect((await store.getMatch('m1'))?.seats[1]).toEqual({
          seat: 1,
          kind: 'human',
          bot: null,
          playerId: 'bob',
          name: 'Bob',
          tokenHash: 'seat-token-bob',
          seed: 'bobs-seed',
        });
      });

      it('counts the listed matches an address keeps waiting, up to a bound', async () => {
        const from = (id: string, more: Partial<MatchRecordRow> = {}) =>
          store.createMatch(aMatch({ id, createdFrom: '192.0.2.1', ...more }));
        await from('a');
        await from('b');
        await from('c');
        await from('unlisted', { listed: false });
        await from('started', { status: 'active' });
        await from('old', { createdAt: T0 - 10 });
        await store.createMatch(aMatch({ id: 'elsewhere', createdFrom: '192.0.2.2' }));
        await store.createMatch(aMatch({ id: 'from-before' }));
        expect(await store.openListedFrom('192.0.2.1', T0, 10)).toBe(3);
        expect(await store.openListedFrom('192.0.2.1', T0, 2)).toBe(2);
        expect(await store.openListedFrom('192.0.2.1', T0 - 10, 10)).toBe(4);
        expect(await store.openListedFrom('192.0.2.3', 0, 10)).toBe(0);
      });

      it('gives a player one seat of a match, or several of one for hot-seat play', async () => {
        await store.createMatch(aMatch({ seats: [humanSeat(0, 'alice'), openSeat(1), openSeat(2)] }));
        expect(await store.claimSeat('m1', 1, 'alice', 'Alice', 'seat-token-alice-1')).toBe('lobby/already-seated');
        expect(await store.claimSeat('m1', 1, 'bob', 'Bob', 'seat-token-bob')).toBe(true);
        await store.createMatch(
          aMatch({ id: 'hot', hotSeat: true, seats: [humanSeat(0, 'alice'), openSeat(1), openSeat(2)] }),
        );
        expect(await store.claimSeat('hot', 1, 'alice', 'Alice', 'seat-token-alice-1')).toBe(true);
        expect(await store.claimSeat('hot', 2, 'alice', 'Alice', 'seat-token-alice-2')).toBe(true);
        expect((await store.getMatch('hot'))?.hotSeat).toBe(true);
      });

      it('keeps a match from before seat seeds without any, whoever sits or leaves', async () => {
        const before = aMatch();
        await store.createMatch({ ...before, seats: before.seats.map(({ seed: _, ...s }) => s) });
        expect((await store.getMatch('m1'))?.seats.map((s) => s.seed)).toEqual([null, null, null]);
        expect(await store.claimSeat('m1', 1, 'bob', 'Bob', 'seat-token-bob', 'bobs-seed')).toBe(true);
        expect((await store.getMatch('m1'))?.seats[1]?.seed).toBeNull();
        expect(await store.releaseSeat('m1', 1, 'bob')).toBe(true);
        expect((await store.getMatch('m1'))?.seats[1]?.seed).toBeNull();
      });

      it('gives a seat to exactly one of two concurrent claims', async () => {
        await store.createMatch(aMatch());
        const other = db.open();
        const won = await Promise.all([
          store.claimSeat('m1', 1, 'bob', 'Bob', 'seat-token-bob'),
          other.claimSeat('m1', 1, 'carol', 'Carol', 'seat-token-carol'),
        ]);
        expect(won.filter((w) => w === true)).toHaveLength(1);
        const winner = won[0] === true ? 'bob' : 'carol';
        expect((await store.getMatch('m1'))?.seats[1]?.playerId).toBe(winner);
      });

      it('releases a seat to its holder only, and only before the match starts', async () => {
        await store.createMatch(aMatch());
        await store.claimSeat('m1', 1, 'bob', 'Bob', 'seat-token-bob', 'bobs-seed');
        expect(await store.releaseSeat('m1', 1, 'carol')).toBe(false);
        expect(await store.releaseSeat('m1', 2, 'bob')).toBe(false);
        expect(await store.releaseSeat('m1', 1, 'bob')).toBe(true);
        expect((await store.getMatch('m1'))?.seats[1]).toEqual(openSeat(1));
        expect(await store.releaseSeat('m1', 1, 'bob')).toBe(false);
        expect(await store.seatByTokenHash('m1', 'seat-token-bob')).toBeNull();

        await store.claimSeat('m1', 1, 'bob', 'Bob', 'seat-token-bob');
        await store.setStatus('m1', 'active');
        expect(await store.releaseSeat('m1', 1, 'bob')).toBe(false);
        expect(await store.releaseSeat('m1', 0, 'alice')).toBe(false);
        expect((await store.getMatch('m1'))?.seats[1]?.playerId).toBe('bob');
      });

      it('starts a waiting match only once every seat is taken, and keeps when', async () => {
        await store.createMatch(aMatch());
        expect(await store.startMatch('m1', T0 + 5)).toBe(false);
        expect(await store.getMatch('m1')).toMatchObject({ status: 'waiting', startedAt: null });
        await store.claimSeat('m1', 1, 'bob', 'Bob', 'seat-token-bob');
        expect(await store.startMatch('m1', T0 + 7)).toBe(true);
        expect(await store.getMatch('m1')).toMatchObject({ status: 'active', startedAt: T0 + 7 });
        expect(await store.startMatch('m1', T0 + 9)).toBe(false);
        expect((await store.getMatch('m1'))?.startedAt).toBe(T0 + 7);
        expect(await store.startMatch('m9', T0)).toBe(false);
      });

      it('sets the first deadline with the start, and only if the match starts', async () => {
        await store.createMatch(aMatch());
        const first = aDeadline({ seq: 0, dueAt: T0 + 30_000 });
        expect(await store.startMatch('m1', T0, first)).toBe(false);
        expect(await store.dueDeadlines(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
        await store.claimSeat('m1', 1, 'bob', 'Bob', 'seat-token-bob');
        expect(await store.startMatch('m1', T0, first)).toBe(true);
        expect(await store.dueDeadlines(Number.MAX_SAFE_INTEGER, 10)).toEqual([first]);
        // A second start changes nothing, its deadline included.
        expect(await store.startMatch('m1', T0 + 1, aDeadline({ seq: 0, dueAt: T0 + 1 }))).toBe(false);
        expect(await store.dueDeadlines(Number.MAX_SAFE_INTEGER, 10)).toEqual([first]);
      });

      it('keeps when a match that began as it was created started', async () => {
        await store.createMatch(aMatch({ status: 'active', startedAt: T0, seats: [botSeat(0), botSeat(1)] }));
        expect(await store.getMatch('m1')).toMatchObject({ status: 'active', startedAt: T0 });
      });

      it('never starts a match with a seat given back at the same moment', async () => {
        const other = db.open();
        for (let round = 0; round < 10; round++) {
          const id = `race${round}`;
          await store.createMatch(aMatch({ id, seats: [humanSeat(0, 'alice'), humanSeat(1, 'bob'), botSeat(2)] }));
          const [released, started] = await Promise.all([other.releaseSeat(id, 1, 'bob'), store.startMatch(id, T0)]);
          const m = await store.getMatch(id);
          // One of the two, never both: a seat given back keeps the match waiting.
          expect(released).not.toBe(started);
          expect(m?.status).toBe(started ? 'active' : 'waiting');
          expect(m?.seats[1]?.kind).toBe(released ? 'open' : 'human');
        }
      });

      it('finds a seat by the hash of its token, in its match only', async () => {
        await store.createMatch(aMatch());
        await store.createMatch(aMatch({ id: 'm2', seats: [openSeat(0), openSeat(1)] }));
        expect(await store.seatByTokenHash('m1', 'seat-token-alice-0')).toEqual(humanSeat(0, 'alice'));
        expect(await store.seatByTokenHash('m2', 'seat-token-alice-0')).toBeNull();
        expect(await store.seatByTokenHash('m1', 'nope')).toBeNull();
      });

      it('sets the status, and fails on an unknown match', async () => {
        await store.createMatch(aMatch());
        await store.setStatus('m1', 'active');
        expect((await store.getMatch('m1'))?.status).toBe('active');
        await store.setStatus('m1', 'finished');
        expect((await store.getMatch('m1'))?.status).toBe('finished');
        await expect(store.setStatus('m9', 'active')).rejects.toThrow(/no match m9/);
      });

      it('hands a seat to a bot for good, with the player it was handed from and its token', async () => {
        await store.createMatch(aMatch({ status: 'active' }));
        await store.handSeatToBot('m1', 0, 'greedy');
        await store.handSeatToBot('m1', 0, 'greedy'); // a second time changes nothing
        const handed = {
          seat: 0,
          kind: 'bot',
          bot: 'greedy',
          playerId: null,
          name: humanSeat(0, 'alice').name,
          // Its player still sees the seat with it (never acting: only a person's seat acts).
          tokenHash: humanSeat(0, 'alice').tokenHash,
          // The seed the match was dealt with stays: a seat's seed is fixed once the match starts.
          seed: humanSeat(0, 'alice').seed,
          handedFrom: 'alice',
        };
        expect((await store.getMatch('m1'))?.seats[0]).toEqual(handed);
        expect(await store.seatByTokenHash('m1', humanSeat(0, 'alice').tokenHash!)).toEqual(handed);
        expect(await store.matchesOfPlayer('alice', 10)).toEqual([]);
        expect(await store.claimSeat('m1', 0, 'bob', 'Bob', 'seat-token-bob')).toBe('lobby/seat-taken');
        await expect(store.handSeatToBot('m1', 7, 'greedy')).rejects.toThrow(/no seat 7/);
      });

      it('hands a seat to a bot when its player leaves a match being played, and only then', async () => {
        await store.createMatch(aMatch({ id: 'waiting', seats: [humanSeat(0, 'alice'), openSeat(1)] }));
        await store.createMatch(aMatch({ id: 'over', status: 'finished' }));
        await store.createMatch(aMatch({ status: 'active', seats: [humanSeat(0, 'alice'), humanSeat(1, 'bob')] }));
        expect(await store.leaveToBot('waiting', 0, 'alice', 'greedy')).toBe(false);
        expect(await store.leaveToBot('over', 0, 'alice', 'greedy')).toBe(false);
        expect(await store.leaveToBot('m1', 1, 'alice', 'greedy')).toBe(false);
        expect(await store.leaveToBot('m1', 7, 'alice', 'greedy')).toBe(false);
        expect((await store.getMatch('m1'))?.seats.map((s) => s.kind)).toEqual(['human', 'human']);

        expect(await store.leaveToBot('m1', 0, 'alice', 'greedy')).toBe(true);
        const handed = { kind: 'bot', bot: 'greedy', playerId: null, handedFrom: 'alice' };
        expect((await store.getMatch('m1'))?.seats[0]).toMatchObject(handed);
        expect(await store.seatByTokenHash('m1', humanSeat(0, 'alice').tokenHash!)).toMatchObject(handed);
        // Left once: the seat is no longer hers to leave.
        expect(await store.leaveToBot('m1', 0, 'alice', 'random')).toBe(false);
        expect((await store.getMatch('m1'))?.seats[0]?.bot).toBe('greedy');
      });
    });

    describe('log', () => {
      beforeEach(async () => {
        await store.createMatch(aMatch());
        await store.createMatch(aMatch({ id: 'm2' }));
      });

      it('appends in order and reads from any seq on, JSON intact', async () => {
        const actions = [
          anAction(0, { type: 'bid', amount: 3, cards: ['A♠', 'K♥'] }),
          anAction(1, 'pass'),
          anAction(2, null, -1),
          anAction(3, [1, { nested: { deep: [true, false] } }]),
          anAction(4, 7.25),
        ];
        for (const action of actions) expect(await store.append(action)).toBe(true);
        await store.append({ ...anAction(0), matchId: 'm2' });

        expect(await store.log('m1')).toEqual(actions);
        expect(await store.log('m1', 0)).toEqual(actions);
        expect(await store.log('m1', 3)).toEqual(actions.slice(3));
        expect(await store.log('m1', 5)).toEqual([]);
        expect(await store.log('m2')).toEqual([{ ...anAction(0), matchId: 'm2' }]);
        expect(await store.log('m9')).toEqual([]);
        const [first] = await store.log('m1');
        expect(typeof first?.at).toBe('number');
      });

      it('refuses a taken seq and changes nothing', async () => {
        await store.append(anAction(0));
        await store.append(anAction(1));
        expect(await store.append(anAction(1, 'another', 2))).toBe(false);
        expect(await store.append(anAction(0, 'another', 2))).toBe(false);
        expect(await store.log('m1')).toEqual([anAction(0), anAction(1)]);
      });

      it('lets exactly one of ten concurrent appends at a seq win', async () => {
        await store.append(anAction(0));
        const handles = [store, db.open(), db.open()];
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, writer) => handles[writer % 3]!.append(anAction(1, { writer }, writer))),
        );
        expect(results.filter(Boolean)).toHaveLength(1);
        const winner = results.indexOf(true);
        expect(await store.log('m1', 1)).toEqual([anAction(1, { writer: winner }, winner)]);
      });

      it('fails loudly on what is not a lost race', async () => {
        await expect(store.append({ ...anAction(0), matchId: 'm9' })).rejects.toThrow();
        await expect(store.append(anAction(-1))).rejects.toThrow();
        expect(await store.log('m1')).toEqual([]);
      });

      describe('in batches', () => {
        const inMatch = (matchId: string, seq: number, action: unknown = { matchId, seq }): LogRow => ({
          ...anAction(seq, action),
          matchId,
        });

        beforeEach(async () => {
          for (const id of ['m3', 'm4']) await store.createMatch(aMatch({ id }));
        });

        it('fails only the row whose seq is taken, not the other matches of the batch', async () => {
          await store.append(inMatch('m2', 0, 'already there'));
          const batch = [inMatch('m1', 0), inMatch('m2', 0), inMatch('m3', 0), inMatch('m4', 0), inMatch('m1', 1)];
          expect(await store.appendBatch(batch)).toEqual(
            [true, false, true, true, true].map((value) => ({ status: 'fulfilled', value })),
          );
          expect(await store.log('m1')).toEqual([batch[0], batch[4]]);
          expect(await store.log('m2')).toEqual([inMatch('m2', 0, 'already there')]);
          expect(await store.log('m3')).toEqual([batch[2]]);
          expect(await store.log('m4')).toEqual([batch[3]]);
        });

        it('gives a row its own error, and still writes the others', async () => {
          const batch = [inMatch('m1', 0), inMatch('m9', 0), inMatch('m2', -1), inMatch('m3', 0, () => 1)];
          batch.push(inMatch('m4', 0));
          const results = await store.appendBatch(batch);
          expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'rejected', 'fulfilled']);
          expect(results[0]).toEqual({ status: 'fulfilled', value: true });
          expect(results[4]).toEqual({ status: 'fulfilled', value: true });
          expect(await store.log('m1')).toEqual([batch[0]]);
          expect(await store.log('m2')).toEqual([]);
          expect(await store.log('m3')).toEqual([]);
          expect(await store.log('m4')).toEqual([batch[4]]);
        });

        it('lets the first of two rows at the same seq win', async () => {
          const results = await store.appendBatch([inMatch('m1', 0, 'first'), inMatch('m1', 0, 'second')]);
          expect(results).toEqual([
            { status: 'fulfilled', value: true },
            { status: 'fulfilled', value: false },
          ]);
          expect((await store.log('m1')).map((r) => r.action)).toEqual(['first']);
          expect(await store.appendBatch([])).toEqual([]);
        });

        it('commits the appends of one turn together, each settling with its own answer', async () => {
          await store.append(inMatch('m2', 0, 'already there'));
          const other = db.open();
          const answers = await Promise.all([
            store.append(inMatch('m1', 0)),
            store.append(inMatch('m2', 0)),
            store.append(inMatch('m9', 0)).catch(() => 'error'),
            store.append(inMatch('m3', 0)),
            store.append(inMatch('m1', 1)),
          ]);
          expect(answers).toEqual([true, false, 'error', true, true]);
          // Settled means committed: another handle (another process) reads them.
          expect(await other.log('m1')).toEqual([inMatch('m1', 0), inMatch('m1', 1)]);
          expect(await other.log('m3')).toEqual([inMatch('m3', 0)]);
        });

        it('lets exactly one of two handles win each seq when their batches race', async () => {
          const handles = [store, db.open()];
          const matches = ['m1', 'm2', 'm3', 'm4'];
          const results = await Promise.all(
            handles.map((h, writer) => h.appendBatch(matches.map((id) => inMatch(id, 0, { writer })))),
          );
          for (const [i, id] of matches.entries()) {
            const wins = results.map((r) => r[i]).filter((r) => r?.status === 'fulfilled' && r.value);
            expect(wins).toHaveLength(1);
            expect(await store.log(id)).toHaveLength(1);
          }
        });

        it('writes what is pending before closing', async () => {
          const other = db.open();
          await other.migrate();
          const pending = other.append(inMatch('m1', 0));
          await other.close();
          expect(await pending).toBe(true);
          expect(await store.log('m1')).toEqual([inMatch('m1', 0)]);
        });
      });
    });

    describe('deadlines', () => {
      beforeEach(async () => {
        for (const id of ['m1', 'm2', 'm3']) await store.createMatch(aMatch({ id }));
      });

      it('keeps one deadline per match, the latest set', async () => {
        await store.setDeadline(aDeadline());
        const later = aDeadline({ seq: 4, dueAt: T0 + 50_000, what: { kind: 'window', window: 'bids' } });
        await store.setDeadline(later);
        expect(await store.dueDeadlines(T0 + 100_000, 10)).toEqual([later]);
      });

      it('lists the deadlines due by now, oldest first, up to the limit', async () => {
        const m1 = aDeadline({ matchId: 'm1', dueAt: T0 + 20 });
        const m2 = aDeadline({ matchId: 'm2', dueAt: T0 + 10 });
        const m3 = aDeadline({ matchId: 'm3', dueAt: T0 + 30 });
        for (const deadline of [m1, m2, m3]) await store.setDeadline(deadline);

        expect(await store.dueDeadlines(T0 + 9, 10)).toEqual([]);
        expect(await store.dueDeadlines(T0 + 10, 10)).toEqual([m2]);
        expect(await store.dueDeadlines(T0 + 25, 10)).toEqual([m2, m1]);
        expect(await store.dueDeadlines(T0 + 99, 10)).toEqual([m2, m1, m3]);
        expect(await store.dueDeadlines(T0 + 99, 2)).toEqual([m2, m1]);
        const [first] = await store.dueDeadlines(T0 + 99, 1);
        expect(typeof first?.dueAt).toBe('number');
      });

      it('lets a deadline be claimed once while the claim lasts, and only at its seq once due', async () => {
        const d = aDeadline({ seq: 3 });
        const until = d.dueAt + 30_000;
        await store.setDeadline(d);
        expect(await store.claimDeadline('m1', 3, d.dueAt - 1, until)).toBe(false);
        expect(await store.claimDeadline('m1', 2, d.dueAt, until)).toBe(false);
        expect(await store.claimDeadline('m1', 3, d.dueAt, until)).toBe(true);
        expect(await store.claimDeadline('m1', 3, d.dueAt, until)).toBe(false);
        expect(await store.dueDeadlines(until - 1, 10)).toEqual([]);
        // Its claimer never acted: due again at the claim's end, for one claimer again.
        expect(await store.dueDeadlines(until, 10)).toEqual([{ ...d, dueAt: until }]);
        expect(await store.claimDeadline('m1', 3, until, until + 30_000)).toBe(true);
        expect(await store.claimDeadline('m1', 3, until, until + 30_000)).toBe(false);

        // Replaced before it fired: the old seq is stale, the new one fires.
        await store.setDeadline(aDeadline({ seq: 5 }));
        await store.setDeadline(aDeadline({ seq: 6 }));
        expect(await store.claimDeadline('m1', 5, d.dueAt, until)).toBe(false);
        expect(await store.claimDeadline('m1', 6, d.dueAt, until)).toBe(true);
      });

      it('drops a deadline only at its seq', async () => {
        await store.setDeadline(aDeadline({ seq: 3 }));
        await store.dropDeadline('m1', 2);
        expect(await store.dueDeadlines(T0 + 100_000, 10)).toEqual([aDeadline({ seq: 3 })]);
        await store.dropDeadline('m1', 3);
        await store.dropDeadline('m1', 3);
        expect(await store.dueDeadlines(T0 + 100_000, 10)).toEqual([]);
      });

      it('lets exactly one of ten concurrent claims of a deadline win', async () => {
        await store.setDeadline(aDeadline());
        const handles = [store, db.open(), db.open()];
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            handles[i % 3]!.claimDeadline('m1', aDeadline().seq, T0 + 30_000, T0 + 60_000),
          ),
        );
        expect(results.filter(Boolean)).toHaveLength(1);
      });

      it('moves the deadline with an append that lands, in its transaction, and not with one that does not', async () => {
        const next = aDeadline({ seq: 1, dueAt: T0 + 10 });
        expect(await store.append(anAction(0), { set: next })).toBe(true);
        expect(await store.dueDeadlines(T0 + 100_000, 10)).toEqual([next]);

        // Seq 0 is taken: neither the row nor its deadline goes in.
        const lost = aDeadline({ seq: 1, dueAt: T0 + 20, what: { kind: 'window' } });
        expect(await store.append(anAction(0, { type: 'other' }), { set: lost })).toBe(false);
        expect(await store.dueDeadlines(T0 + 100_000, 10)).toEqual([next]);
        expect(await store.append(anAction(0), { clear: true })).toBe(false);
        expect(await store.dueDeadlines(T0 + 100_000, 10)).toEqual([next]);

        expect(await store.append(anAction(1), { clear: true })).toBe(true);
        expect(await store.dueDeadlines(T0 + 100_000, 10)).toEqual([]);
        expect(await store.append(anAction(2), { clear: true })).toBe(true);
        expect(await store.log('m1')).toEqual([anAction(0), anAction(1), anAction(2)]);
      });

      it('marks the match finished with the append that ends it, in its transaction, only if it lands', async () => {
        await store.setDeadline(aDeadline({ seq: 1 }));
        expect(await store.append(anAction(0))).toBe(true);
        // Seq 0 is taken: the match goes on, its deadline as it was.
        expect(await store.append(anAction(0, 'late'), { clear: true }, true)).toBe(false);
        expect((await store.getMatch('m1'))?.status).toBe('waiting');
        expect(await store.dueDeadlines(T0 + 100_000, 10)).toEqual([aDeadline({ seq: 1 })]);

        // One batch: m1 ends, m2 goes on.
        const results = await Promise.all([
          store.append(anAction(1), { clear: true }, true),
          store.append({ ...anAction(0), matchId: 'm2' }),
        ]);
        expect(results).toEqual([true, true]);
        expect((await store.getMatch('m1'))?.status).toBe('finished');
        expect((await store.getMatch('m2'))?.status).toBe('waiting');
        expect(await store.dueDeadlines(T0 + 100_000, 10)).toEqual([]);
      });

      it('moves the deadlines of the appends of one batch, each with its own row', async () => {
        await store.setDeadline(aDeadline({ matchId: 'm3', seq: 0 }));
        const d1 = aDeadline({ matchId: 'm1', seq: 1, dueAt: T0 + 1 });
        const d2 = aDeadline({ matchId: 'm2', seq: 1, dueAt: T0 + 2 });
        // One turn of the event loop: one batch. m2's row lands once, with the first deadline.
        const results = await Promise.all(
          [
            store.append(anAction(0), { set: d1 }),
            store.append({ ...anAction(0), matchId: 'm2' }, { set: d2 }),
            store.append(
              { ...anAction(0), matchId: 'm2' },
              { set: aDeadline({ matchId: 'm2', seq: 1, dueAt: T0 + 5 }) },
            ),
            store.append({ ...anAction(0), matchId: 'm3' }, { clear: true }),
            store.append({ ...anAction(0), matchId: 'm4' }, { set: aDeadline({ matchId: 'm4', seq: 1 }) }),
          ].map((p) =>
            p.then(
              (v) => v,
              (e: unknown) => (e instanceof Error ? 'failed' : e),
            ),
          ),
        );
        expect(results).toEqual([true, true, false, true, 'failed']);
        expect(await store.dueDeadlines(T0 + 100_000, 10)).toEqual([d1, d2]);
        expect(await store.log('m4')).toEqual([]);
      });

      it('of ten concurrent appends at a seq, each with its deadline, keeps the winner’s deadline', async () => {
        await store.setDeadline(aDeadline({ seq: 0, dueAt: T0 }));
        const handles = [store, db.open(), db.open()];
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, writer) =>
            handles[writer % 3]!.append(anAction(0, { writer }, writer), {
              set: aDeadline({ seq: 1, dueAt: T0 + writer, what: { writer } }),
            }),
          ),
        );
        expect(results.filter(Boolean)).toHaveLength(1);
        const winner = results.indexOf(true);
        expect(await store.log('m1')).toEqual([anAction(0, { writer: winner }, winner)]);
        expect(await store.dueDeadlines(T0 + 100, 10)).toEqual([
          aDeadline({ seq: 1, dueAt: T0 + winner, what: { writer: winner } }),
        ]);
      });

      it('clears a deadline', async () => {
        await store.setDeadline(aDeadline({ matchId: 'm1' }));
        await store.setDeadline(aDeadline({ matchId: 'm2' }));
        await store.clearDeadline('m1');
        await store.clearDeadline('m1');
        await store.clearDeadline('m3');
        expect(await store.dueDeadlines(T0 + 100_000, 10)).toEqual([aDeadline({ matchId: 'm2' })]);
        expect(await store.claimDeadline('m1', aDeadline().seq, T0 + 100_000, T0 + 130_000)).toBe(false);
      });
    });

    describe('chat', () => {
      const line = (i: number, matchId = 'm1'): ChatRow => ({
        id: `line-${matchId}-${i}`,
        matchId,
        // Spectators say things too; their lines have no seat.
        seat: i % 3 === 2 ? null : i % 3,
        name: i % 3 === 2 ? 'spectator' : `P${i % 3}`,
        text: `message ${i}`,
        // Several lines in one millisecond keep the order they were written in.
        at: T0 + Math.floor(i / 2),
      });

      beforeEach(async () => {
        await store.createMatch(aMatch());
        await store.createMatch(aMatch({ id: 'm2' }));
      });

      it('gives a match its last lines, oldest first, and no other match’s', async () => {
        for (let i = 0; i < 7; i++) await store.addChat(line(i));
        await store.addChat(line(0, 'm2'));
        expect(await store.chat('m1', 100)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => line(i)));
        expect(await store.chat('m1', 3)).toEqual([4, 5, 6].map((i) => line(i)));
        expect(await store.chat('m2', 100)).toEqual([line(0, 'm2')]);
        expect(await store.chat('m3', 100)).toEqual([]);
      });

      it("gives the players' lines alone, the last ones however many spectators said since", async () => {
        for (let i = 0; i < 7; i++) await store.addChat(line(i));
        for (let i = 8; i < 20; i += 3) await store.addChat(line(i));
        expect(await store.chat('m1', 100, true)).toEqual([0, 1, 3, 4, 6].map((i) => line(i)));
        expect(await store.chat('m1', 2, true)).toEqual([4, 6].map((i) => line(i)));
        expect((await store.chat('m1', 2)).map((l) => l.seat)).toEqual([null, null]);
      });

      it('refuses a line for a match that does not exist', async () => {
        await expect(store.addChat(line(0, 'nope'))).rejects.toThrow();
      });
    });

    describe('seat changes', () => {
      const left = { seat: 1, was: { kind: 'human', name: 'Ada', bot: null }, now: { kind: 'bot', bot: 'greedy' } };
      const taken = { seat: 1, was: { kind: 'bot', bot: 'greedy' }, now: { kind: 'human', name: 'Bo', bot: null } };

      it('keeps each change once, in the order kept, for its match alone', async () => {
        await store.createMatch(aMatch());
        await store.createMatch(aMatch({ id: 'm2' }));
        await store.addSeatChange({ matchId: 'm1', seq: 4, change: left });
        // Every process that saw the change records it: one row stays.
        await store.addSeatChange({ matchId: 'm1', seq: 4, change: left });
        await store.addSeatChange({ matchId: 'm1', seq: 4, change: taken });
        await store.addSeatChange({ matchId: 'm2', seq: 9, change: left });
        expect(await store.seatChanges('m1')).toEqual([
          { matchId: 'm1', seq: 4, change: left },
          { matchId: 'm1', seq: 4, change: taken },
        ]);
        expect(await store.seatChanges('m2')).toEqual([{ matchId: 'm2', seq: 9, change: left }]);
        expect(await store.seatChanges('m3')).toEqual([]);
      });

      it('refuses a change for a match that does not exist', async () => {
        await expect(store.addSeatChange({ matchId: 'nope', seq: 0, change: left })).rejects.toThrow();
      });
    });
  });
}

const pg = postgres();

storeContract('SqliteStore', () => sqliteDatabase('loop'));
storeContract('SqliteStore with its writer thread', () => sqliteDatabase('thread'));

describe.skipIf(pg.skipped !== null)('PostgreSQL', () => {
  const url = pg.url ?? '';

  storeContract('PostgresStore', () => postgresDatabase(url));

  /**
   * Races forced into their worst order: a raw transaction holds the row, the store's statement
   * waits for it, and must give the right answer once that transaction ends.
   */
  describe('PostgresStore under a concurrent transaction', () => {
    let db: TestDatabase;
    let store: Store;
    let raw: Pool;

    beforeEach(async () => {
      const schema = uniqueSchema();
      db = postgresDatabase(url, schema);
      store = db.open();
      await store.migrate();
      raw = new Pool({ connectionString: url, options: `-c search_path=${schema}` });
      await store.createMatch(aMatch());
    });

    afterEach(async () => {
      await raw.end();
      await db.dispose();
    });

    /** Run `statement` in an open transaction, start `waiting`, and end the transaction once it blocks. */
    async function race<T>(statement: string, waiting: () => Promise<T>, end: 'COMMIT' | 'ROLLBACK'): Promise<T> {
      const holder: PoolClient = await raw.connect();
      try {
        await holder.query('BEGIN');
        await holder.query(statement);
        const pid = (await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
        const result = waiting();
        await blockedBy(pid);
        await holder.query(end);
        return await result;
      } finally {
        holder.release();
      }
    }

    it('fails a call whose connection is cut in its transaction, and goes on with a new one', async () => {
      const holder: PoolClient = await raw.connect();
      try {
        await holder.query('BEGIN');
        await holder.query(`SELECT status FROM matches WHERE id = 'm1' FOR UPDATE`);
        const pid = (await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
        // startMatch waits for the row in its own transaction; its connection is then cut. Its
        // failure is taken at once: it may come before the terminating query's own answer.
        const starting = store.startMatch('m1', T0).then(
          () => 'started',
          (e: Error) => e.message,
        );
        await blockedBy(pid);
        await raw.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))',
          [pid],
        );
        expect(await starting).toMatch(/terminat/);
        await holder.query('ROLLBACK');
      } finally {
        holder.release();
      }
      await store.claimSeat('m1', 1, 'bob', 'Bob', 'seat-token-bob');
      expect(await store.startMatch('m1', T0)).toBe(true);
    });

    async function blockedBy(pid: number): Promise<void> {
      for (let tries = 0; tries < 500; tries++) {
        const { rows } = await raw.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))',
          [pid],
        );
        if (rows[0]!.n > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('the store never waited for the open transaction');
    }

    const insertSeq0 = `INSERT INTO log (match_id, seq, actor, action, at) VALUES ('m1', 0, 1, '"first"', 0)`;

    it('append loses to a committed insert of the same seq', async () => {
      expect(await race(insertSeq0, () => store.append(anAction(0, 'second')), 'COMMIT')).toBe(false);
      expect((await store.log('m1')).map((row) => row.action)).toEqual(['first']);
    });

    it('append wins when that insert rolls back', async () => {
      expect(await race(insertSeq0, () => store.append(anAction(0, 'second')), 'ROLLBACK')).toBe(true);
      expect((await store.log('m1')).map((row) => row.action)).toEqual(['second']);
    });

    it('claimSeat loses to a committed claim', async () => {
      const claim = `UPDATE seats SET kind = 'human', player_id = 'bob' WHERE match_id = 'm1' AND seat = 1`;
      expect(await race(claim, () => store.claimSeat('m1', 1, 'carol', 'Carol', 'seat-token-carol'), 'COMMIT')).toBe(
        'lobby/seat-taken',
      );
      expect((await store.getMatch('m1'))?.seats[1]?.playerId).toBe('bob');
    });

    it('startMatch waits for a seat given back, then sees it open', async () => {
      await store.claimSeat('m1', 1, 'bob', 'Bob', 'seat-token-bob');
      // What releaseSeat does: the match's row lock, then the seat.
      const release = `SELECT status FROM matches WHERE id = 'm1' FOR UPDATE;
        UPDATE seats SET kind = 'open', player_id = NULL, name = NULL, token_hash = NULL WHERE match_id = 'm1' AND seat = 1`;
      expect(await race(release, () => store.startMatch('m1', T0), 'COMMIT')).toBe(false);
      expect((await store.getMatch('m1'))?.status).toBe('waiting');
    });

    it('releaseSeat waits for a start, then finds the match begun', async () => {
      await store.claimSeat('m1', 1, 'bob', 'Bob', 'seat-token-bob');
      const start = `UPDATE matches SET status = 'active' WHERE id = 'm1'`;
      expect(await race(start, () => store.releaseSeat('m1', 1, 'bob'), 'COMMIT')).toBe(false);
      expect((await store.getMatch('m1'))?.seats[1]?.playerId).toBe('bob');
    });

    it('claimDeadline loses to a committed claim, and wins after a rollback', async () => {
      // What claimDeadline does, from another process.
      const claim = `UPDATE deadlines SET due_at = ${T0 + 60_000} WHERE match_id = 'm1'`;
      const mine = () => store.claimDeadline('m1', aDeadline().seq, T0 + 30_000, T0 + 60_000);
      await store.setDeadline(aDeadline());
      expect(await race(claim, mine, 'COMMIT')).toBe(false);
      await store.setDeadline(aDeadline());
      expect(await race(claim, mine, 'ROLLBACK')).toBe(true);
    });

    it('claimDeadline loses to a committed replacement of the deadline', async () => {
      await store.setDeadline(aDeadline({ seq: 3 }));
      const replace = `UPDATE deadlines SET seq = 4 WHERE match_id = 'm1'`;
      expect(await race(replace, () => store.claimDeadline('m1', 3, T0 + 30_000, T0 + 60_000), 'COMMIT')).toBe(false);
      expect(await store.claimDeadline('m1', 4, T0 + 30_000, T0 + 60_000)).toBe(true);
    });
  });

  it('openStore picks PostgreSQL when a database URL is given', async () => {
    const schema = uniqueSchema();
    const store = await openStore({ databaseUrl: url, dataDir: '/nonexistent', schema });
    try {
      expect(store).toBeInstanceOf(PostgresStore);
      await store.createPlayer(alice);
      expect(await store.playerByTokenHash(alice.tokenHash)).toEqual(alice);
    } finally {
      await (store as PostgresStore).dropSchema();
      await store.close();
    }
  });
});

describe('SqliteStore', () => {
  it('works in memory', async () => {
    const store = new SqliteStore(':memory:');
    try {
      await store.migrate();
      await store.createMatch(aMatch());
      expect(await store.append(anAction(0))).toBe(true);
      expect(await store.log('m1')).toEqual([anAction(0)]);
    } finally {
      await store.close();
    }
  });
});

describe('openStore', () => {
  it('opens a migrated SQLite store under the data directory, creating it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cutthroat-open-'));
    try {
      const dataDir = join(dir, 'data');
      const store = await openStore({ databaseUrl: undefined, dataDir });
      try {
        expect(store).toBeInstanceOf(SqliteStore);
        expect(existsSync(join(dataDir, 'cutthroat.db'))).toBe(true);
        await store.createPlayer(alice);
        expect(await store.playerByTokenHash(alice.tokenHash)).toEqual(alice);
      } finally {
        await store.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('migrations', () => {
  it('are numbered 1, 2, 3... in order', () => {
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
  });

  it('refuse a database newer than the code', () => {
    expect(pendingMigrations([])).toEqual(migrations);
    expect(pendingMigrations(migrations.map((m) => m.version))).toEqual([]);
    expect(() => pendingMigrations([migrations.length + 1])).toThrow(/newer than this server/);
  });

  it('upgrade a database made by an older server, keeping its matches (started ones without a start time, all listed)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cutthroat-upgrade-'));
    const path = join(dir, 'cutthroat.db');
    try {
      // The schema as the server of migration 2 left it, with a match under way.
      const old = new Database(path);
      old.exec(createMigrationsTable);
      for (const m of migrations.filter((m) => m.version <= 2)) {
        for (const statement of m.statements('sqlite')) old.exec(statement);
        old.prepare('INSERT INTO schema_migrations (version) VALUES (?)').run(m.version);
      }
      old
        .prepare(
          `INSERT INTO matches (id, game, players, options, secret, commitment, clock, status, created_by, created_at)
          VALUES ('m1', 'arms-dealers', 2, '{}', 's', 'c', '{"mode":"none"}', 'active', NULL, ?)`,
        )
        .run(T0);
      old.close();

      const store = new SqliteStore(path);
      try {
        await store.migrate();
        expect(await store.getMatch('m1')).toMatchObject({
          status: 'active',
          createdAt: T0,
          startedAt: null,
          listed: true,
        });
        expect((await store.listLiveMatches(10)).map((m) => m.id)).toEqual(['m1']);
      } finally {
        await store.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
