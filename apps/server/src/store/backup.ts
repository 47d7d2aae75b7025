import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/** Why a backup was not made, for the operator; each with its stable code. */
export const BackupError = {
  NoDatabase: 'backup/no-database',
  DestinationExists: 'backup/destination-exists',
  Failed: 'backup/failed',
} as const;
export type BackupError = (typeof BackupError)[keyof typeof BackupError];

export type BackupResult =
  | {
      readonly ok: true;
      readonly to: string;
      readonly bytes: number;
      readonly matches: number;
      readonly actions: number;
      readonly ms: number;
    }
  | { readonly ok: false; readonly code: BackupError; readonly message: string };

/** The embedded database's file under `dataDir`, as the server opens it (`openStore`). */
export const databaseFile = (dataDir: string): string => join(dataDir, 'cutthroat.db');

/**
 * A copy of the embedded database, made while the server runs and writes. `VACUUM INTO` reads it
 * in one transaction, so the copy is the database as of one commit (WAL readers do not hold the
 * server's writers back), whole, without the WAL beside it; copying the file with `cp` could
 * catch half a checkpoint, or leave the last commits behind in `cutthroat.db-wal`. The copy is
 * then checked (`PRAGMA integrity_check`) and counted. A destination that exists is never
 * overwritten; a failed copy leaves nothing behind.
 */
export function backUpSqlite(dataDir: string, to: string, now: () => number = Date.now): BackupResult {
  const from = databaseFile(dataDir);
  if (!existsSync(from)) {
    return { ok: false, code: BackupError.NoDatabase, message: `there is no database at ${from}` };
  }
  if (existsSync(to)) {
    return { ok: false, code: BackupError.DestinationExists, message: `${to} exists already; choose a new file` };
  }
  const started = now();
  const source = new Database(from, { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    source.prepare('VACUUM INTO ?').run(to);
  } catch (e) {
    rmSync(to, { force: true });
    return { ok: false, code: BackupError.Failed, message: `the copy failed: ${(e as Error).message}` };
  } finally {
    source.close();
  }
  const copy = new Database(to, { readonly: true, fileMustExist: true });
  try {
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') {
      copy.close();
      rmSync(to, { force: true });
      return { ok: false, code: BackupError.Failed, message: `the copy does not check: ${String(integrity)}` };
    }
    const count = (table: string) => copy.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
    const pages = copy.pragma('page_count', { simple: true }) as number;
    const pageSize = copy.pragma('page_size', { simple: true }) as number;
    return {
      ok: true,
      to,
      bytes: pages * pageSize,
      matches: count('matches'),
      actions: count('log'),
      ms: now() - started,
    };
  } finally {
    if (copy.open) copy.close();
  }
}
