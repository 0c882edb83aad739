// Where the read-only log screens (chat, trades, marketplace, leaderboards, player pages) read from.
// - SQLite: a pool of read-only threads over the same file, so one process uses every core while
//   the main thread keeps the one writer, sign-in and authorisation; long counts get threads of
//   their own so they never hold the ones pages wait for.
// - PostgreSQL with DATABASE_READ_URL: a streaming replica. Sign-in, permissions and every write
//   stay on the primary, so a replica that lags shows newer rows a moment later, never stale access.
// - Otherwise the primary itself.
import { Kysely } from 'kysely';
import { type Database, openPostgres } from './database';
import { ReadPool } from './sqlite-threads/read-pool';
import { ReadPoolDialect } from './sqlite-threads/sqlite-worker-dialect';
import type { DB } from './schema';

export interface ReadOptions {
  databaseReadUrl?: string | undefined;
  sqliteReadThreads: number;
}

/** Threads kept for counts from scratch (they outlive requests; at most this many run at once). */
export const LONG_READ_THREADS = 2;

export function openReadDatabase(primary: Database, options: ReadOptions): Database {
  if (primary.engine === 'postgres') {
    return options.databaseReadUrl ? openPostgres(options.databaseReadUrl) : { ...primary, close: async () => {} };
  }
  const file = primary.sqlite?.name;
  if (!file || file === ':memory:' || options.sqliteReadThreads === 0) return { ...primary, close: async () => {} };
  const db = new Kysely<DB>({ dialect: new ReadPoolDialect(new ReadPool(file, options.sqliteReadThreads)) });
  const longReads = new Kysely<DB>({ dialect: new ReadPoolDialect(new ReadPool(file, LONG_READ_THREADS)) });
  return {
    db,
    engine: 'sqlite',
    longReads,
    offThread: true,
    close: async () => {
      await Promise.all([db.destroy(), longReads.destroy()]);
    },
  };
}
