/**
 * The embedded store: one SQLite file, through `better-sqlite3`. Reads run on the store's own
 * connection, synchronously, in the event loop. Writes go through a group commit: those asked for
 * in one turn of the event loop share one transaction (`sqlite-writer.ts`: in the event loop, or
 * in a writer thread with a connection of its own); each write's promise settles once its
 * transaction is committed, so a read that follows it sees it.
 * Several processes may open the same file: WAL lets readers run beside the one writer, and the
 * busy timeout makes a writer wait for another instead of failing.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { LobbyError } from '@cutthroat/protocol';
import Database from 'better-sqlite3';
import { GroupCommit, type AppendResults } from './group-commit.js';
import {
  writerInLoop,
  writerThread,
  type SqliteWriter,
  type Statement,
  type Write,
  type Writer,
} from './sqlite-writer.js';
import { createMigrationsTable, pendingMigrations } from './migrations.js';
import { sql, type Query } from './queries.js';
import {
  params,
  toChat,
  toSeatChange,
  toDeadline,
  toLogRow,
  toMatch,
  toPlayer,
  toSeat,
  toPlayerSummary,
  toSummary,
  type ChatEntryRow,
  type SeatChangeEntryRow,
  type DeadlineRow,
  type LogEntryRow,
  type MatchSeatRow,
  type PlayerRow,
  type PlayerSummaryRow,
  type SeatRow,
  type SummaryRow,
} from './rows.js';
import type {
  ChatRow,
  SeatChangeRow,
  Deadline,
  DeadlineChange,
  LogRow,
  MatchRecordRow,
  MatchStatus,
  MatchSummary,
  Player,
  PlayerMatchSummary,
  SeatClaim,
  SeatRecord,
  Store,
} from './store.js';

/**
 * A write that broke the unique index `seats_one_per_person` (migration 11): a second seat for one
 * person. SQLite names the index's columns, not the index.
 */
function breaksOneSeatPerPerson(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return (
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    typeof e.message === 'string' &&
    e.message.includes('seats.match_id, seats.player_id')
  );
}

export class SqliteStore implements Store {
  private readonly db: Database.Database;
  // Prepared on first use: a statement cannot be prepared before migrate() created its tables.
  private readonly statements = new Map<Query, Database.Statement>();
  private readonly writer: Writer;
  private readonly group: GroupCommit<Write, number>;

  /**
   * `path` is the database file (its directory is created if missing), or `:memory:`. `writer`:
   * where the group commits run (see `sqlite-writer.ts`): in the event loop (the default), or in a
   * thread of their own (not for `:memory:`).
   */
  constructor(path: string, options: { readonly writer?: SqliteWriter } = {}) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    // FULL syncs the WAL on every commit: an acknowledged action survives a power cut.
    this.db.pragma('synchronous = FULL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    this.writer = path !== ':memory:' && options.writer === 'thread' ? writerThread(path) : writerInLoop(this.db);
    this.group = new GroupCommit((writes) => this.writer.commit(writes));
  }

  /** A write, committed with the others of this turn of the event loop: the rows it changed. */
  private write(query: Query, params: readonly unknown[]): Promise<number> {
    return this.group.write({ query, params });
  }

  private statement(query: Query): Database.Statement {
    let statement = this.statements.get(query);
    if (!statement) {
      statement = this.db.prepare(sql[query]);
      this.statements.set(query, statement);
    }
    return statement;
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async migrate(): Promise<void> {
    const run = this.db.transaction(() => {
      this.db.exec(createMigrationsTable);
      const applied = this.db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[];
      const record = this.db.prepare('INSERT INTO schema_migrations (version) VALUES (?)');
      for (const migration of pendingMigrations(applied)) {
        for (const statement of migration.statements('sqlite')) this.db.exec(statement);
        record.run(migration.version);
      }
    });
    // IMMEDIATE takes the write lock before reading the applied versions, so two processes
    // migrating the same file take turns instead of both applying the same migration.
    run.immediate();
  }

  async close(): Promise<void> {
    await this.group.drain();
    await this.writer.close();
    if (this.db.open) this.db.close();
  }

  async createPlayer(player: Player): Promise<void> {
    await this.write('insertPlayer', params.player(player));
  }

  async renamePlayer(playerId: string, name: string): Promise<boolean> {
    return (await this.write('renamePlayer', [name, playerId])) === 1;
  }

  async replacePlayerToken(playerId: string, oldHash: string, newHash: string): Promise<string[] | null> {
    const changed = await this.group.write({
      all: [
        { query: 'replacePlayerToken', params: [newHash, playerId, oldHash] },
        { query: 'dropSeatTokens', params: [playerId, newHash] },
      ],
    });
    if (changed === 0) return null;
    return (this.statement('heldMatches').all(playerId) as { match_id: string }[]).map((r) => r.match_id);
  }

  async playerByTokenHash(tokenHash: string): Promise<Player | null> {
    const row = this.statement('playerByTokenHash').get(tokenHash) as PlayerRow | undefined;
    return row ? toPlayer(row) : null;
  }

  async createMatch(match: MatchRecordRow): Promise<void> {
    await this.group.write({
      all: [
        { query: 'insertMatch', params: params.match(match) },
        ...match.seats.map((seat) => ({
          query: 'insertSeat' as const,
          params: params.seat(match.id, seat, match.hotSeat ?? false),
        })),
      ],
    });
  }

  async getMatch(id: string): Promise<MatchRecordRow | null> {
    return toMatch(this.statement('matchWithSeats').all(id) as MatchSeatRow[]);
  }

  async listOpenMatches(limit: number, createdSince = 0): Promise<MatchSummary[]> {
    return (this.statement('openMatches').all(createdSince, limit) as SummaryRow[]).map(toSummary);
  }

  async listLiveMatches(limit: number): Promise<MatchSummary[]> {
    return (this.statement('liveMatches').all(limit) as SummaryRow[]).map(toSummary);
  }

  async openListedFrom(address: string, since: number, atMost: number): Promise<number> {
    return (this.statement('openListedFrom').get(address, since, atMost) as { n: number }).n;
  }

  async botsOnlyInPlay(atMost: number): Promise<number> {
    return (this.statement('botsOnlyInPlay').get(atMost) as { n: number }).n;
  }

  async activeWithBots(after: string, limit: number): Promise<string[]> {
    return (this.statement('activeWithBots').all(after, limit) as { id: string }[]).map((r) => r.id);
  }

  async matchesOfPlayer(playerId: string, limit: number): Promise<PlayerMatchSummary[]> {
    return (this.statement('matchesOfPlayer').all(playerId, limit) as PlayerSummaryRow[]).map(toPlayerSummary);
  }

  async claimSeat(
    matchId: string,
    seat: number,
    playerId: string,
    name: string,
    tokenHash: string,
    seed = '',
  ): Promise<SeatClaim> {
    try {
      const claimed = await this.write('claimSeat', [playerId, name, tokenHash, seed, matchId, seat]);
      return claimed === 1 ? true : LobbyError.SeatTaken;
    } catch (error) {
      if (breaksOneSeatPerPerson(error)) return LobbyError.AlreadySeated;
      throw error;
    }
  }

  async releaseSeat(matchId: string, seat: number, playerId: string): Promise<boolean> {
    return (await this.write('releaseSeat', [matchId, seat, playerId])) === 1;
  }

  async seatByTokenHash(matchId: string, tokenHash: string): Promise<SeatRecord | null> {
    const row = this.statement('seatByTokenHash').get(matchId, tokenHash) as SeatRow | undefined;
    return row ? toSeat(row) : null;
  }

  async setStatus(matchId: string, status: MatchStatus): Promise<void> {
    if ((await this.write('setStatus', [status, matchId])) === 0) throw new Error(`no match ${matchId}`);
  }

  /** One statement: SQLite runs one writer at a time, so a release cannot come between. */
  async startMatch(matchId: string, at: number, deadline?: Deadline, toAct?: readonly number[]): Promise<boolean> {
    const start: Write = { query: 'startMatch', params: [at, params.toAct(toAct), matchId] };
    if (!deadline) return (await this.group.write(start)) === 1;
    // One piece: the deadline's statement counts only if the match started.
    const set: Write = { query: 'setDeadlineIfChanged', params: params.deadline(deadline) };
    return (await this.group.write({ all: [start, set] })) >= 1;
  }

  async handSeatToBot(matchId: string, seat: number, bot: string): Promise<void> {
    if ((await this.write('handSeatToBot', [bot, matchId, seat])) === 0) {
      throw new Error(`no seat ${seat} in match ${matchId}`);
    }
  }

  async leaveToBot(matchId: string, seat: number, playerId: string, bot: string): Promise<boolean> {
    return (await this.write('leaveToBot', [bot, matchId, seat, playerId])) === 1;
  }

  async append(row: LogRow, deadline?: DeadlineChange, finishes = false): Promise<boolean> {
    const all: Statement[] = [{ query: 'append', params: params.logRow(row) }];
    // Each statement after the append runs only if the one before it changed a row: all of them
    // only if the append landed.
    if (finishes) all.push({ query: 'finishIfChanged', params: [row.matchId] });
    if (deadline && 'set' in deadline)
      all.push({ query: 'setDeadlineIfChanged', params: params.deadline(deadline.set) });
    else if (deadline) all.push({ query: 'clearDeadlineIfChanged', params: [row.matchId] });
    if (all.length === 1) return (await this.group.write(all[0]!)) === 1;
    return (await this.group.write({ all })) >= 1;
  }

  /** The rows go to the group commit together, so one transaction holds them (up to 1,000 rows). */
  async appendBatch(rows: readonly LogRow[]): Promise<AppendResults> {
    return Promise.allSettled(rows.map((row) => this.append(row)));
  }

  async log(matchId: string, fromSeq = 0): Promise<LogRow[]> {
    return (this.statement('log').all(matchId, fromSeq) as LogEntryRow[]).map(toLogRow);
  }

  async setDeadline(deadline: Deadline): Promise<void> {
    await this.write('setDeadline', params.deadline(deadline));
  }

  async clearDeadline(matchId: string): Promise<void> {
    await this.write('clearDeadline', [matchId]);
  }

  async dueDeadlines(now: number, limit: number): Promise<Deadline[]> {
    return (this.statement('dueDeadlines').all(now, limit) as DeadlineRow[]).map(toDeadline);
  }

  async claimDeadline(matchId: string, seq: number, now: number, until: number): Promise<boolean> {
    return (await this.write('claimDeadline', [until, matchId, seq, now])) === 1;
  }

  async dropDeadline(matchId: string, seq: number): Promise<void> {
    await this.write('dropDeadline', [matchId, seq]);
  }

  async addChat(line: ChatRow): Promise<void> {
    await this.write('insertChat', params.chat(line));
  }

  async chat(matchId: string, limit: number, playersOnly = false): Promise<ChatRow[]> {
    const rows = this.statement(playersOnly ? 'latestPlayersChat' : 'latestChat').all(matchId, limit);
    return (rows as ChatEntryRow[]).map(toChat).reverse();
  }

  async addSeatChange(change: SeatChangeRow): Promise<void> {
    await this.write('insertSeatChange', params.seatChange(change));
  }

  async seatChanges(matchId: string): Promise<SeatChangeRow[]> {
    return (this.statement('seatChanges').all(matchId) as SeatChangeEntryRow[]).map(toSeatChange);
  }
}
