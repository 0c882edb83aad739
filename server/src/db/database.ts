// Opens the database chosen by the configuration: SQLite (embedded default) or PostgreSQL.
// Engine-specific set-up lives here; queries above this layer are engine-neutral Kysely.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { preparePrivateDatabase } from './private-files';
import type { DB } from './schema';
import { GatedSqliteDialect, WriteGate } from './write-gate';

export type Engine = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /** The raw SQLite handle (bulk ingest uses prepared statements directly). */
  sqlite?: SQLite.Database;
  /** SQLite: closed while another writer of this process (retention's thread) writes. */
  writeGate?: WriteGate;
  pool?: pg.Pool;
  /**
   * Where a long read that outlives its request (a total counted from scratch) runs, so it never
   * holds the connections page reads wait for. Absent: on `db`.
   */
  longReads?: Kysely<DB>;
  /** The reads run off the main thread (SQLite read threads): a long one does not stall the process. */
  offThread?: boolean;
  close(): Promise<void>;
}

// int8 (COUNT(*), bigint columns) as JS numbers: our values (epoch ms, counts) stay below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
// numeric as numbers (sums of values).
pg.types.setTypeParser(1700, (v) => Number(v));

export function openSqlite(file: string): Database {
  if (file !== ':memory:') preparePrivateDatabase(file);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma('mmap_size = 1073741824');
  const writeGate = new WriteGate();
  const db = new Kysely<DB>({ dialect: new GatedSqliteDialect({ database: sqlite }, writeGate) });
  return {
    db,
    engine: 'sqlite',
    sqlite,
    writeGate,
    close: async () => {
      await db.destroy();
    },
  };
}

export function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({
    connectionString,
    // Sized for fifty staff at once next to an ingest stream (the bench's concurrency scenario):
    // with 10, requests waiting on a slow search total timed out for a connection (503).
    max: 20,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30000,
    statement_timeout: 30000,
    query_timeout: 35000,
  });
  keepLostConnectionsQuiet(pool);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'postgres',
    pool,
    close: async () => {
      await db.destroy();
    },
  };
}

/**
 * A client losing its connection (a database restart) must not crash the process: the pool reports
 * an idle client's loss, and a client checked out between two statements of a transaction reports
 * it on itself, where nothing else listens. Queries still fail with the error, so requests answer 503.
 */
function keepLostConnectionsQuiet(pool: pg.Pool): pg.Pool {
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Database {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(path.join(options.dataDir, 'console.db'));
}

/**
 * PostgreSQL: a one-connection pool like the request pool, without its client-side query timeout
 * and with no statement timeout, for work that outlasts a request by design (migrations, VACUUM).
 * The caller destroys it.
 */
export function maintenanceConnection(pool: pg.Pool): Kysely<DB> {
  const { query_timeout: _requestTimeout, statement_timeout: _statementTimeout, ...options } = pool.options;
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: keepLostConnectionsQuiet(new pg.Pool({ ...options, max: 1, statement_timeout: 0 })) }) });
}
