/**
 * The schema, as an ordered list of migrations shared by SQLite and PostgreSQL. A database records
 * the versions it has applied in `schema_migrations`; each store applies the missing ones in order,
 * in one transaction, so a crash halfway leaves the schema as it was.
 *
 * The two dialects differ only in the JSON column type: TEXT in SQLite, JSONB in PostgreSQL.
 * Timestamps are BIGINT milliseconds in both (SQLite reads BIGINT as INTEGER affinity). Released
 * migrations are never edited: a change to the schema is a new migration at the end of the list.
 */

export type Dialect = 'sqlite' | 'postgres';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly statements: (dialect: Dialect) => readonly string[];
}

const json = (dialect: Dialect): string => (dialect === 'postgres' ? 'JSONB' : 'TEXT');

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'players, matches, seats, log, deadlines',
    statements: (dialect) => [
      // Explicit NOT NULL on keys: SQLite lets a non-INTEGER primary key be NULL otherwise.
      `CREATE TABLE players (
        id TEXT NOT NULL PRIMARY KEY,
        name TEXT NOT NULL,
        token_hash TEXT NOT NULL UNIQUE,
        created_at BIGINT NOT NULL
      )`,
      `CREATE TABLE matches (
        id TEXT NOT NULL PRIMARY KEY,
        game TEXT NOT NULL,
        players INTEGER NOT NULL,
        options ${json(dialect)} NOT NULL,
        secret TEXT NOT NULL,
        commitment TEXT NOT NULL,
        clock ${json(dialect)} NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('waiting', 'active', 'finished')),
        created_by TEXT,
        created_at BIGINT NOT NULL
      )`,
      `CREATE INDEX matches_status_created_at ON matches (status, created_at)`,
      // player_id is not a foreign key: a seat keeps its own name, and who may sit is the
      // server's rule, not the schema's.
      `CREATE TABLE seats (
        match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('open', 'human', 'bot')),
        bot TEXT,
        player_id TEXT,
        name TEXT,
        token_hash TEXT,
        PRIMARY KEY (match_id, seat)
      )`,
      `CREATE INDEX seats_player_id ON seats (player_id)`,
      // The primary key is what makes `append` conditional: one row per (match, seq), ever.
      `CREATE TABLE log (
        match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL CHECK (seq >= 0),
        actor INTEGER NOT NULL,
        action ${json(dialect)} NOT NULL,
        at BIGINT NOT NULL,
        PRIMARY KEY (match_id, seq)
      )`,
      // One pending deadline per match; deleting the row is how a process claims it.
      `CREATE TABLE deadlines (
        match_id TEXT NOT NULL PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        due_at BIGINT NOT NULL,
        what ${json(dialect)} NOT NULL
      )`,
      `CREATE INDEX deadlines_due_at ON deadlines (due_at)`,
    ],
  },
  {
    version: 2,
    name: 'match fixtures',
    // A scenario's setup (what the shuffle would decide), for test servers that allow fixtures.
    statements: (dialect) => [`ALTER TABLE matches ADD COLUMN fixture ${json(dialect)}`],
  },
  {
    version: 3,
    name: 'when a match started',
    // The turn clock is a fold over the log's timestamps from this moment on. Matches started
    // before this migration have none, and their first turn's clock starts with their first action.
    statements: () => [`ALTER TABLE matches ADD COLUMN started_at BIGINT`],
  },
];

export const createMigrationsTable = `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER NOT NULL PRIMARY KEY)`;

/** The migrations a database that has applied `applied` still needs, in order. */
export function pendingMigrations(applied: Iterable<number>, all: readonly Migration[] = migrations): Migration[] {
  const done = new Set(applied);
  const latest = all.reduce((max, m) => Math.max(max, m.version), 0);
  for (const version of done) {
    // An older server must not write to a schema it does not know.
    if (version > latest) throw new Error(`database schema version ${version} is newer than this server (${latest})`);
  }
  return all.filter((m) => !done.has(m.version));
}
