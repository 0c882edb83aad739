// Batch writes on the raw better-sqlite3 handle, shared by every writer of a batch (the ingest
// writers, the reports writer): cached prepared statements, and one IMMEDIATE transaction that
// waits for the write gate (db/write-gate.ts) and holds Kysely's connection meanwhile.
import type SQLite from 'better-sqlite3';
import type { Database } from './database';

export type Sqlite = SQLite.Database;
const statementCache = new WeakMap<Sqlite, Map<string, SQLite.Statement>>();

/** A prepared statement, compiled once per database handle. */
export function prepared(sqlite: Sqlite, text: string): SQLite.Statement {
  let cache = statementCache.get(sqlite);
  if (!cache) statementCache.set(sqlite, (cache = new Map<string, SQLite.Statement>()));
  let statement = cache.get(text);
  if (!statement) cache.set(text, (statement = sqlite.prepare(text)));
  return statement;
}

/**
 * Runs `write` as one IMMEDIATE transaction on the raw SQLite handle. Kysely's connection is held
 * meanwhile, so no Kysely transaction of this process can be open around it (better-sqlite3 would
 * otherwise nest ours as a savepoint of theirs, and their rollback would undo an acknowledged batch).
 */
export async function inSqliteTransaction<T>(database: Database, write: (sqlite: Sqlite) => T): Promise<T> {
  const sqlite = database.sqlite;
  if (!sqlite) throw new Error('inSqliteTransaction needs the SQLite engine');
  // The write gate (db/write-gate.ts) is waited for without the connection, so reads go on meanwhile;
  // if it closed again before the connection came, wait again.
  for (;;) {
    await database.writeGate?.whenOpen();
    const done = await database.db.connection().execute(async () => {
      if (database.writeGate?.closed) return undefined;
      if (sqlite.inTransaction) throw new Error('A transaction is already open on the SQLite connection.');
      return { value: sqlite.transaction(() => write(sqlite)).immediate() };
    });
    if (done) return done.value;
  }
}
