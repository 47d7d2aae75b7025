// One adapter of the Store port; its queries and their retries read best side by side.
/**
 * The shared store: PostgreSQL through a `pg` pool, for several server processes on one database.
 * Every conditional write (`append`, `claimSeat`, `claimDeadline`...) is a single statement whose
 * WHERE or ON CONFLICT clause decides the race, so no method holds a transaction open across a
 * round trip except `createMatch` and `migrate`.
 *
 * With `schema`, every connection works in that schema alone (through `search_path`), which
 * `migrate` creates and `dropSchema` removes: tests use a fresh one each.
 */
import { createHash } from 'node:crypto';
import { LobbyError } from '@cutthroat/protocol';
import { Pool, escapeIdentifier, type PoolClient, type QueryResultRow } from 'pg';
import { GroupCommit, type AppendResults } from './group-commit.js';
import { createMigrationsTable, pendingMigrations } from './migrations.js';
import { numbered, sql, type Query } from './queries.js';
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

export interface PostgresStoreOptions {
  readonly connectionString: string;
  /**
   * A schema of its own (created by `migrate`), set as the `search_path` of every connection; by
   * default, the connection's usual search path.
   */
  readonly schema?: string | undefined;
  /** Pool size (default 10). */
  readonly max?: number;
  /**
   * Where errors of idle pooled connections go (a restarted server, a network cut). The pool drops
   * such a connection by itself; the default reports it as a process warning.
   */
  readonly onIdleError?: (error: Error) => void;
}

// Renumbered once, at load.
type Statements = Record<Query, string>;
const statements = Object.fromEntries(Object.entries(sql).map(([name, text]) => [name, numbered(text)])) as Statements;

/**
 * A batch of appends as one statement: the rows come as one array per column. Each row is
 * conditional on its own (match, seq), and RETURNING says which ones landed. The rows go in in key
 * order, so two processes' batches take their row locks in the same order and cannot deadlock;
 * of two rows at one key, the earlier in the batch goes in first and wins. A row may carry a
 * change of its match's deadline (`change`: 'set' or 'clear', else NULL), made in the same
 * statement only if the row landed; of several such rows of one match, the last action's counts.
 * A row that ends its match (`ends`) marks the match finished, the same way.
 */
const appendBatch = `WITH input AS (
    SELECT * FROM unnest($1::text[], $2::integer[], $3::integer[], $4::text[], $5::bigint[], $6::text[],
        $7::text[], $8::integer[], $9::bigint[], $10::text[], $11::boolean[])
      WITH ORDINALITY AS r (match_id, seq, actor, action, at, to_act, change, deadline_seq, due_at, what, ends, n)
  ), landed AS (
    INSERT INTO log (match_id, seq, actor, action, at, to_act)
    SELECT match_id, seq, actor, action::jsonb, at, to_act FROM input
    ORDER BY match_id, seq, n
    ON CONFLICT (match_id, seq) DO NOTHING
    RETURNING match_id, seq
  ), changed AS (
    SELECT DISTINCT ON (i.match_id) i.match_id, i.change, i.deadline_seq, i.due_at, i.what
    FROM input i JOIN landed l ON l.match_id = i.match_id AND l.seq = i.seq
    WHERE i.change IS NOT NULL
    ORDER BY i.match_id, i.seq DESC, i.n
  ), upserted AS (
    INSERT INTO deadlines (match_id, seq, due_at, what)
    SELECT match_id, deadline_seq, due_at, what::jsonb FROM changed WHERE change = 'set'
    ORDER BY match_id
    ON CONFLICT (match_id) DO UPDATE SET seq = excluded.seq, due_at = excluded.due_at, what = excluded.what
  ), cleared AS (
    DELETE FROM deadlines d USING changed c WHERE c.change = 'clear' AND d.match_id = c.match_id
  ), finished AS (
    UPDATE matches m SET status = 'finished'
    FROM (SELECT DISTINCT i.match_id FROM input i JOIN landed l ON l.match_id = i.match_id AND l.seq = i.seq
      WHERE i.ends) e
    WHERE m.id = e.match_id
  )
  SELECT match_id, seq FROM landed`;

/** An append as the group commit holds it: the row, what it does to the deadline, and if it ends the match. */
interface Append {
  readonly row: LogRow;
  readonly deadline: DeadlineChange | undefined;
  readonly finishes: boolean;
}

/** The batch statement's parameters: one array per column. */
function appendColumns(appends: readonly Append[]): unknown[][] {
  const values = appends.map(({ row, deadline, finishes }) => {
    const d = deadline && 'set' in deadline ? params.deadline(deadline.set) : null;
    const change = deadline ? ('set' in deadline ? 'set' : 'clear') : null;
    return [...params.logRow(row), change, d?.[1], d?.[2], d?.[3], finishes];
  });
  return values[0]!.map((_, c) => values.map((v) => v[c] ?? null));
}

const rowKey = (matchId: string, seq: number | string) => `${matchId}\u0000${seq}`;

/** A unique violation of `seats_one_per_person` (migration 11): a second seat for one person. */
function breaksOneSeatPerPerson(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23505' && e.constraint === 'seats_one_per_person';
}

/** See `transaction`: the error reaches the caller through the statement that fails with it. */
function lostWhileCheckedOut(): void {}

export class PostgresStore implements Store {
  readonly schema: string | null;
  private readonly pool: Pool;
  private readonly migrationLock: string;
  private closed = false;
  private readonly group = new GroupCommit<Append, boolean>((appends) => this.appendAll(appends));

  constructor(options: PostgresStoreOptions) {
    const schema = options.schema ?? null;
    // The name also travels in a startup option, where quoting would not help: keep it plain.
    if (schema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`invalid schema name: ${schema}`);
    this.schema = schema;
    this.pool = new Pool({
      connectionString: options.connectionString,
      max: options.max ?? 10,
      options: schema === null ? undefined : `-c search_path=${schema}`,
    });
    this.pool.on('error', options.onIdleError ?? ((error) => process.emitWarning(error)));
    // One lock per schema: migrations of unrelated schemas (parallel test files) need not queue.
    this.migrationLock = createHash('sha256')
      .update(`cutthroat.migrate:${schema ?? ''}`)
      .digest()
      .readBigInt64BE(0)
      .toString();
  }

  private async query<Row extends QueryResultRow>(
    query: Query,
    values: readonly unknown[],
    client: Pool | PoolClient = this.pool,
  ): Promise<{ rows: Row[]; rowCount: number }> {
    const result = await client.query<Row>(statements[query], values as unknown[]);
    return { rows: result.rows, rowCount: result.rowCount ?? 0 };
  }

  private async transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    // The pool listens for a client's errors only while it is idle. A connection cut while it is
    // checked out (a failover, pg_terminate_backend) is also an 'error' event on the client, which
    // without a listener would stop the process; the statement under way fails with it anyway, and
    // so does this call.
    client.on('error', lostWhileCheckedOut);
    const release = (destroy?: boolean) => {
      client.off('error', lostWhileCheckedOut);
      client.release(destroy);
    };
    let result: T;
    try {
      await client.query('BEGIN');
      result = await work(client);
      await client.query('COMMIT');
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch {
        // The connection is unusable; destroy it rather than return it to the pool. The error
        // worth reporting is the first one.
        release(true);
        throw error;
      }
      release();
      throw error;
    }
    release();
    return result;
  }

  async migrate(): Promise<void> {
    await this.transaction(async (client) => {
      // Held to the end of the transaction: a second process waits here, then finds the work done.
      await client.query('SELECT pg_advisory_xact_lock($1)', [this.migrationLock]);
      if (this.schema !== null) {
        await client.query(`CREATE SCHEMA IF NOT EXISTS ${escapeIdentifier(this.schema)}`);
        // An `options` parameter in the connection string overrides ours; then the tables would
        // land in another schema, which for tests means sharing them with other runs.
        const { rows } = await client.query<{ schema: string | null }>('SELECT current_schema() AS schema');
        if (rows[0]?.schema !== this.schema) {
          throw new Error(`search_path is not ${this.schema} (is it set in the connection string?)`);
        }
      }
      await client.query(createMigrationsTable);
      const applied = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
      for (const migration of pendingMigrations(applied.rows.map((row) => row.version))) {
        for (const statement of migration.statements('postgres')) await client.query(statement);
        await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      }
    });
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.group.drain();
    await this.pool.end();
  }

  /** Drop this store's schema and everything in it (tests). */
  async dropSchema(): Promise<void> {
    if (this.schema === null) throw new Error('this store has no schema of its own to drop');
    await this.pool.query(`DROP SCHEMA IF EXISTS ${escapeIdentifier(this.schema)} CASCADE`);
  }

  async createPlayer(player: Player): Promise<void> {
    await this.query('insertPlayer', params.player(player));
  }

  async renamePlayer(playerId: string, name: string): Promise<boolean> {
    return (await this.query('renamePlayer', [name, playerId])).rowCount === 1;
  }

  async replacePlayerToken(playerId: string, oldHash: string, newHash: string): Promise<string[] | null> {
    return this.transaction(async (client) => {
      if ((await this.query('replacePlayerToken', [newHash, playerId, oldHash], client)).rowCount !== 1) return null;
      await this.query('dropSeatTokens', [playerId, newHash], client);
      const { rows } = await this.query<{ match_id: string }>('heldMatches', [playerId], client);
      return rows.map((r) => r.match_id);
    });
  }

  async playerByTokenHash(tokenHash: string): Promise<Player | null> {
    const { rows } = await this.query<PlayerRow>('playerByTokenHash', [tokenHash]);
    return rows[0] ? toPlayer(rows[0]) : null;
  }

  async createMatch(match: MatchRecordRow): Promise<void> {
    await this.transaction(async (client) => {
      await this.query('insertMatch', params.match(match), client);
      for (const seat of match.seats)
        await this.query('insertSeat', params.seat(match.id, seat, match.hotSeat ?? false), client);
    });
  }

  async getMatch(id: string): Promise<MatchRecordRow | null> {
    return toMatch((await this.query<MatchSeatRow>('matchWithSeats', [id])).rows);
  }

  async listOpenMatches(limit: number, createdSince = 0): Promise<MatchSummary[]> {
    return (await this.query<SummaryRow>('openMatches', [createdSince, limit])).rows.map(toSummary);
  }

  async listLiveMatches(limit: number): Promise<MatchSummary[]> {
    return (await this.query<SummaryRow>('liveMatches', [limit])).rows.map(toSummary);
  }

  async openListedFrom(address: string, since: number, atMost: number): Promise<number> {
    return Number((await this.query<{ n: string }>('openListedFrom', [address, since, atMost])).rows[0]!.n);
  }

  async botsOnlyInPlay(atMost: number): Promise<number> {
    // COUNT is a bigint, which pg hands back as text.
    return Number((await this.query<{ n: string }>('botsOnlyInPlay', [atMost])).rows[0]!.n);
  }

  async activeWithBots(after: string, limit: number): Promise<string[]> {
    return (await this.query<{ id: string }>('activeWithBots', [after, limit])).rows.map((r) => r.id);
  }

  async matchesOfPlayer(playerId: string, limit: number): Promise<PlayerMatchSummary[]> {
    return (await this.query<PlayerSummaryRow>('matchesOfPlayer', [playerId, limit])).rows.map(toPlayerSummary);
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
      const claimed = await this.query('claimSeat', [playerId, name, tokenHash, seed, matchId, seat]);
      return claimed.rowCount === 1 ? true : LobbyError.SeatTaken;
    } catch (error) {
      // A claim racing one by the same player waits for it to commit, then breaks the index.
      if (breaksOneSeatPerPerson(error)) return LobbyError.AlreadySeated;
      throw error;
    }
  }

  /**
   * Giving a seat back and starting the match each take the match's row lock first. Without it,
   * under READ COMMITTED each statement reads the other's table from its own snapshot: a release
   * and a start running together could both succeed (the match active with a seat open).
   */
  async releaseSeat(matchId: string, seat: number, playerId: string): Promise<boolean> {
    return this.transaction(async (client) => {
      await this.query('lockMatch', [matchId], client);
      return (await this.query('releaseSeat', [matchId, seat, playerId], client)).rowCount === 1;
    });
  }

  /** After the lock, the statement's snapshot sees any release committed before it. */
  async startMatch(matchId: string, at: number, deadline?: Deadline, toAct?: readonly number[]): Promise<boolean> {
    return this.transaction(async (client) => {
      await this.query('lockMatch', [matchId], client);
      const toActText = params.toAct(toAct);
      const started = (await this.query('startMatch', [at, toActText, matchId], client)).rowCount === 1;
      if (started && deadline) await this.query('setDeadline', params.deadline(deadline), client);
      return started;
    });
  }

  async seatByTokenHash(matchId: string, tokenHash: string): Promise<SeatRecord | null> {
    const { rows } = await this.query<SeatRow>('seatByTokenHash', [matchId, tokenHash]);
    return rows[0] ? toSeat(rows[0]) : null;
  }

  async setStatus(matchId: string, status: MatchStatus): Promise<void> {
    if ((await this.query('setStatus', [status, matchId])).rowCount === 0) throw new Error(`no match ${matchId}`);
  }

  async handSeatToBot(matchId: string, seat: number, bot: string): Promise<void> {
    if ((await this.query('handSeatToBot', [bot, matchId, seat])).rowCount === 0) {
      throw new Error(`no seat ${seat} in match ${matchId}`);
    }
  }

  async leaveToBot(matchId: string, seat: number, playerId: string, bot: string): Promise<boolean> {
    return (await this.query('leaveToBot', [bot, matchId, seat, playerId])).rowCount === 1;
  }

  append(row: LogRow, deadline?: DeadlineChange, finishes = false): Promise<boolean> {
    return this.group.write({ row, deadline, finishes });
  }

  appendBatch(rows: readonly LogRow[]): Promise<AppendResults> {
    return this.appendAll(rows.map((row) => ({ row, deadline: undefined, finishes: false })));
  }

  /**
   * One statement, so one commit, for the whole batch. Should it fail (a row of an unknown match,
   * a deadlock), nothing of it is written, and each row is then appended on its own, so that the
   * error stays with the row that caused it.
   */
  private async appendAll(appends: readonly Append[]): Promise<AppendResults> {
    if (appends.length === 0) return [];
    let columns: unknown[][];
    try {
      columns = appendColumns(appends);
    } catch {
      return this.appendOneByOne(appends);
    }
    let landed: { match_id: string; seq: number | string }[];
    try {
      landed = (await this.pool.query<{ match_id: string; seq: number | string }>(appendBatch, columns)).rows;
    } catch {
      return this.appendOneByOne(appends);
    }
    const won = new Set(landed.map((r) => rowKey(r.match_id, Number(r.seq))));
    // A key that landed counts for its first row in the batch only.
    return appends.map(({ row }) => {
      const key = rowKey(row.matchId, row.seq);
      const value = won.delete(key);
      return { status: 'fulfilled', value };
    });
  }

  /** Each append as a batch of its own. */
  private async appendOneByOne(appends: readonly Append[]): Promise<AppendResults> {
    const results: AppendResults = [];
    for (const append of appends) {
      try {
        const landed = await this.pool.query(appendBatch, appendColumns([append]));
        results.push({ status: 'fulfilled', value: landed.rows.length === 1 });
      } catch (error) {
        results.push({ status: 'rejected', reason: error });
      }
    }
    return results;
  }

  async log(matchId: string, fromSeq = 0): Promise<LogRow[]> {
    return (await this.query<LogEntryRow>('log', [matchId, fromSeq])).rows.map(toLogRow);
  }

  async setDeadline(deadline: Deadline): Promise<void> {
    await this.query('setDeadline', params.deadline(deadline));
  }

  async clearDeadline(matchId: string): Promise<void> {
    await this.query('clearDeadline', [matchId]);
  }

  async dueDeadlines(now: number, limit: number): Promise<Deadline[]> {
    return (await this.query<DeadlineRow>('dueDeadlines', [now, limit])).rows.map(toDeadline);
  }

  async claimDeadline(matchId: string, seq: number, now: number, until: number): Promise<boolean> {
    return (await this.query('claimDeadline', [until, matchId, seq, now])).rowCount === 1;
  }

  async dropDeadline(matchId: string, seq: number): Promise<void> {
    await this.query('dropDeadline', [matchId, seq]);
  }

  async addChat(line: ChatRow): Promise<void> {
    await this.query('insertChat', params.chat(line));
  }

  async chat(matchId: string, limit: number, playersOnly = false): Promise<ChatRow[]> {
    const query = playersOnly ? 'latestPlayersChat' : 'latestChat';
    return (await this.query<ChatEntryRow>(query, [matchId, limit])).rows.map(toChat).reverse();
  }

  async addSeatChange(change: SeatChangeRow): Promise<void> {
    await this.query('insertSeatChange', params.seatChange(change));
  }

  async seatChanges(matchId: string): Promise<SeatChangeRow[]> {
    return (await this.query<SeatChangeEntryRow>('seatChanges', [matchId])).rows.map(toSeatChange);
  }
}
