/**
 * Where the SQLite store's writes run: every write of one group commit in one IMMEDIATE
 * transaction, one commit, one sync of the WAL. Two places:
 *
 * - `loop` (the default): the store's own connection, in the event loop, which waits while the
 *   disk syncs. What arrives meanwhile goes in the next batch.
 * - `thread`: a worker thread with a connection of its own, so that the event loop goes on
 *   (reading sockets, applying actions, serving reads) while the disk syncs. It costs a message
 *   each way per batch and a second busy thread; on the 2-core benchmark machine, where the load's
 *   clients take the other core, it carried less than `loop` (980 actions/s within a p99 of
 *   50 ms against 2,445; 0.67 of a core against 0.52 at 1,500/s). Not for `:memory:`, which
 *   cannot be shared between connections.
 *
 * Each write is one statement, or several (`all`) that go in or fail together (a SAVEPOINT). A
 * write that breaks a constraint (or binds a value SQLite refuses) fails alone: SQLite undoes
 * only it, and the transaction goes on. Any other error rolls the whole batch back and fails
 * every write in it.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { sql, type Query } from './queries.js';

export type SqliteWriter = 'loop' | 'thread';

export interface Statement {
  readonly query: Query;
  readonly params: readonly unknown[];
}

/** One statement, or several in one piece. */
export type Write = Statement | { readonly all: readonly Statement[] };

/** Per write: the number of rows it changed, or its own error. */
export type WriteResults = PromiseSettledResult<number>[];

export interface Writer {
  commit(writes: readonly Write[]): Promise<WriteResults>;
  close(): Promise<void>;
}

type Outcome = { readonly ok: true; readonly changes: number } | { readonly ok: false; readonly error: PlainError };
interface PlainError {
  readonly name: string;
  readonly message: string;
  readonly code?: string;
}

/**
 * The batch runner, as source text: it runs as it is in the worker thread (plain CommonJS, no
 * build step, so also under the test runner, which runs TypeScript sources) and, through the same
 * text, in the event loop for `:memory:`. It gets `Database` (better-sqlite3), `db` and `sql`.
 */
const RUNNER = `
  const prepared = new Map();
  const statement = (query) => {
    let s = prepared.get(query);
    if (!s) {
      s = db.prepare(sql[query]);
      prepared.set(query, s);
    }
    return s;
  };
  const one = (s) => statement(s.query).run(s.params).changes;
  // Nested in the batch's transaction, better-sqlite3 makes this a SAVEPOINT.
  const together = db.transaction((all) => all.reduce((n, s) => n + one(s), 0));
  const ownError = (e) =>
    e instanceof Database.SqliteError ? e.code.startsWith('SQLITE_CONSTRAINT') : e instanceof TypeError || e instanceof RangeError;
  const plain = (e) => ({ name: e.name, message: e.message, code: e.code });
  const batch = db.transaction((writes) =>
    writes.map((w) => {
      try {
        return { ok: true, changes: w.all ? together(w.all) : one(w) };
      } catch (e) {
        if (!ownError(e)) throw e;
        return { ok: false, error: plain(e) };
      }
    }),
  );
  return (writes) => batch.immediate(writes);
`;

type Runner = (writes: readonly Write[]) => Outcome[];

function makeRunner(db: Database.Database): Runner {
  return new Function('Database', 'db', 'sql', RUNNER)(Database, db, sql) as Runner;
}

const WORKER = `
  const { parentPort, workerData } = require('node:worker_threads');
  const Database = require(workerData.driver);
  const db = new Database(workerData.path);
  // As the store's own connection: FULL syncs the WAL on every commit.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const sql = workerData.sql;
  const run = (() => {${RUNNER}})();
  parentPort.on('message', (m) => {
    if (m.close) {
      db.close();
      parentPort.close();
      return;
    }
    try {
      parentPort.postMessage({ id: m.id, outcomes: run(m.writes) });
    } catch (e) {
      parentPort.postMessage({ id: m.id, error: { name: e.name, message: e.message, code: e.code } });
    }
  });
`;

function toError(e: PlainError): Error {
  return Object.assign(new Error(e.message), { name: e.name, ...(e.code === undefined ? {} : { code: e.code }) });
}

function settle(outcomes: readonly Outcome[]): WriteResults {
  return outcomes.map((o) =>
    o.ok ? { status: 'fulfilled', value: o.changes } : { status: 'rejected', reason: toError(o.error) },
  );
}

/** In the event loop, on the store's own connection (`:memory:`). */
export function writerInLoop(db: Database.Database): Writer {
  let run: Runner | null = null;
  return {
    async commit(writes) {
      run ??= makeRunner(db);
      return settle(run(writes));
    },
    async close() {},
  };
}

/** In a worker thread with its own connection to the file at `path`, started at the first commit. */
export function writerThread(path: string): Writer {
  let worker: Worker | null = null;
  let next = 0;
  const pending = new Map<number, { resolve: (r: WriteResults) => void; reject: (e: unknown) => void }>();

  const fail = (error: unknown) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
    worker = null;
  };
  const start = (): Worker => {
    const w = new Worker(WORKER, {
      eval: true,
      workerData: { path, sql, driver: createRequire(import.meta.url).resolve('better-sqlite3') },
    });
    w.on('message', (m: { id: number; outcomes?: Outcome[]; error?: PlainError }) => {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      if (pending.size === 0) w.unref();
      if (m.error) p.reject(toError(m.error));
      else p.resolve(settle(m.outcomes!));
    });
    w.on('error', fail);
    w.on('exit', (code) => {
      if (worker === w) fail(new Error(`the SQLite writer thread stopped (exit code ${code})`));
    });
    return w;
  };

  return {
    commit(writes) {
      const w = (worker ??= start());
      const id = next++;
      // Referenced while a batch is out, so that the process waits for its commit.
      w.ref();
      return new Promise<WriteResults>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        w.postMessage({ id, writes });
      });
    },
    async close() {
      const w = worker;
      if (!w) return;
      worker = null;
      const exited = new Promise((resolve) => w.once('exit', resolve));
      w.postMessage({ close: true });
      await exited;
    },
  };
}
