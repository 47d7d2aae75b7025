import { join } from 'node:path';
import { PostgresStore } from './postgres.js';
import { SqliteStore } from './sqlite.js';
import type { SqliteWriter } from './sqlite-writer.js';
import type { Store } from './store.js';

export type * from './store.js';
export { PostgresStore, type PostgresStoreOptions } from './postgres.js';
export { SqliteStore } from './sqlite.js';
export type { SqliteWriter } from './sqlite-writer.js';
export { migrations, type Migration } from './migrations.js';

export interface StoreConfig {
  /** PostgreSQL when set (several processes can share it); SQLite under `dataDir` otherwise. */
  readonly databaseUrl?: string | null | undefined;
  readonly dataDir: string;
  /** PostgreSQL only: keep the tables in this schema (created if missing). */
  readonly schema?: string | undefined;
  /** SQLite only: where its group commits run (`loop` by default; see `sqlite-writer.ts`). */
  readonly sqliteWriter?: SqliteWriter | undefined;
  /**
   * PostgreSQL only: a pooled connection that failed while idle (the server restarted, a failover);
   * the pool replaces it. A warning on stderr by default.
   */
  readonly onIdleError?: ((error: Error) => void) | undefined;
}

/** The configured store, with its schema migrated: ready to use. */
export async function openStore(config: StoreConfig): Promise<Store> {
  const store = config.databaseUrl
    ? new PostgresStore({
        connectionString: config.databaseUrl,
        schema: config.schema,
        ...(config.onIdleError ? { onIdleError: config.onIdleError } : {}),
      })
    : new SqliteStore(join(config.dataDir, 'cutthroat.db'), { writer: config.sqliteWriter ?? 'loop' });
  try {
    await store.migrate();
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}
