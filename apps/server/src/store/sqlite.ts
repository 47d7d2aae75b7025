/**
 * The embedded store: one SQLite file, written through `better-sqlite3`. Its calls are synchronous,
 * so each method runs to completion before another can start; the `Store` methods are async only to
 * share the interface with PostgreSQL. Several processes may open the same file: WAL lets readers
 * run beside the one writer, and the busy timeout makes a writer wait for another instead of failing.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { GroupCommit, type AppendResults } from './group-commit.js';
import { createMigrationsTable, pendingMigrations } from './migrations.js';
import { sql, type Query } from './queries.js';
import {
  params,
  toDeadline,
  toLogRow,
  toMatch,
  toPlayer,
  toSeat,
  toSummary,
  type DeadlineRow,
  type LogEntryRow,
  type MatchSeatRow,
  type PlayerRow,
  type SeatRow,
  type SummaryRow,
} from './rows.js';
import type {
  Deadline,
  LogRow,
  MatchRecordRow,
  MatchStatus,
  MatchSummary,
  Player,
  SeatRecord,
  Store,
} from './store.js';

export class SqliteStore implements Store {
  private readonly db: Database.Database;
  // Prepared on first use: a statement cannot be prepared before migrate() created its tables.
  private readonly statements = new Map<Query, Database.Statement>();
  private readonly group = new GroupCommit(async (rows) => this.appendRows(rows));

  /** `path` is the database file (its directory is created if missing), or `:memory:`. */
  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    // FULL syncs the WAL on every commit: an acknowledged action survives a power cut.
    this.db.pragma('synchronous = FULL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
  }

  private statement(query: Query): Database.Statement {
    let statement = this.statements.get(query);
    if (!statement) {
      statement = this.db.prepare(sql[query]);
      this.statements.set(query, statement);
    }
    return statement;
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
    if (this.db.open) this.db.close();
  }

  async createPlayer(player: Player): Promise<void> {
    this.statement('insertPlayer').run(params.player(player));
  }

  async playerByTokenHash(tokenHash: string): Promise<Player | null> {
    const row = this.statement('playerByTokenHash').get(tokenHash) as PlayerRow | undefined;
    return row ? toPlayer(row) : null;
  }

  async createMatch(match: MatchRecordRow): Promise<void> {
    const insertMatch = this.statement('insertMatch');
    const insertSeat = this.statement('insertSeat');
    this.db.transaction(() => {
      insertMatch.run(params.match(match));
      for (const seat of match.seats) insertSeat.run(params.seat(match.id, seat));
    })();
  }

  async getMatch(id: string): Promise<MatchRecordRow | null> {
    return toMatch(this.statement('matchWithSeats').all(id) as MatchSeatRow[]);
  }

  async listOpenMatches(limit: number): Promise<MatchSummary[]> {
    return (this.statement('openMatches').all(limit) as SummaryRow[]).map(toSummary);
  }

  async matchesOfPlayer(playerId: string, limit: number): Promise<MatchSummary[]> {
    return (this.statement('matchesOfPlayer').all(playerId, limit) as SummaryRow[]).map(toSummary);
  }

  async claimSeat(matchId: string, seat: number, playerId: string, name: string, tokenHash: string): Promise<boolean> {
    return this.statement('claimSeat').run(playerId, name, tokenHash, matchId, seat).changes === 1;
  }

  async releaseSeat(matchId: string, seat: number, playerId: string): Promise<boolean> {
    return this.statement('releaseSeat').run(matchId, seat, playerId).changes === 1;
  }

  async seatByTokenHash(matchId: string, tokenHash: string): Promise<SeatRecord | null> {
    const row = this.statement('seatByTokenHash').get(matchId, tokenHash) as SeatRow | undefined;
    return row ? toSeat(row) : null;
  }

  async setStatus(matchId: string, status: MatchStatus): Promise<void> {
    if (this.statement('setStatus').run(status, matchId).changes === 0) throw new Error(`no match ${matchId}`);
  }

  async handSeatToBot(matchId: string, seat: number, bot: string): Promise<void> {
    if (this.statement('handSeatToBot').run(bot, matchId, seat).changes === 0) {
      throw new Error(`no seat ${seat} in match ${matchId}`);
    }
  }

  append(row: LogRow): Promise<boolean> {
    return this.group.append(row);
  }

  async appendBatch(rows: readonly LogRow[]): Promise<AppendResults> {
    return this.appendRows(rows);
  }

  /**
   * One IMMEDIATE transaction (the write lock first, so that waiting for another process fails the
   * batch before anything is written), one commit, one sync of the WAL. A row that breaks a
   * constraint (or has no JSON form) fails alone: SQLite undoes only that statement and the
   * transaction goes on. Any other error rolls the whole batch back.
   */
  private appendRows(rows: readonly LogRow[]): AppendResults {
    const insert = this.statement('append');
    const results: AppendResults = [];
    this.db
      .transaction(() => {
        for (const row of rows) {
          try {
            results.push({ status: 'fulfilled', value: insert.run(params.logRow(row)).changes === 1 });
          } catch (error) {
            if (!rowError(error)) throw error;
            results.push({ status: 'rejected', reason: error });
          }
        }
      })
      .immediate();
    return results;
  }

  async log(matchId: string, fromSeq = 0): Promise<LogRow[]> {
    return (this.statement('log').all(matchId, fromSeq) as LogEntryRow[]).map(toLogRow);
  }

  async setDeadline(deadline: Deadline): Promise<void> {
    this.statement('setDeadline').run(params.deadline(deadline));
  }

  async clearDeadline(matchId: string): Promise<void> {
    this.statement('clearDeadline').run(matchId);
  }

  async dueDeadlines(now: number, limit: number): Promise<Deadline[]> {
    return (this.statement('dueDeadlines').all(now, limit) as DeadlineRow[]).map(toDeadline);
  }

  async claimDeadline(matchId: string, seq: number): Promise<boolean> {
    return this.statement('claimDeadline').run(matchId, seq).changes === 1;
  }
}

/** An error that concerns one row only: a constraint it breaks, or a value with no JSON form. */
function rowError(error: unknown): boolean {
  if (error instanceof Database.SqliteError) return error.code.startsWith('SQLITE_CONSTRAINT');
  return error instanceof TypeError || error instanceof RangeError;
}
