// SQLite: one chunk of old log rows deleted in one IMMEDIATE transaction on the raw handle, with
// their FTS5 entries (an external-content index is told each row's old values) and the counters.
// The newest row of a log is never deleted: SQLite gives a new row the largest rowid plus one, so
// deleting the row with the largest `seq` would let the next row reuse its number, and the search
// totals cached per process (caches/count-cache.ts) read "rows above seq N" as "rows stored
// since". It goes in the first run after a newer row has arrived.
import type SQLite from 'better-sqlite3';
import { addChatHoursSqlite, visiblePerHour } from '../db/chat-hours';
import type { Database } from '../db/database';
import type { LogTable } from './retention-tables';

interface Doomed {
  seq: number;
  hidden?: number;
  timestamp?: number;
  [column: string]: unknown;
}

/** Runs `write` in one IMMEDIATE transaction while this process's Kysely connection is held. */
async function immediate<T>(database: Database, write: (sqlite: SQLite.Database) => T): Promise<T> {
  const sqlite = database.sqlite;
  if (!sqlite) throw new Error('SQLite retention needs the SQLite engine');
  return database.db.connection().execute(async () => {
    if (sqlite.inTransaction) throw new Error('A transaction is already open on the SQLite connection.');
    return sqlite.transaction(() => write(sqlite)).immediate();
  });
}

/** Deletes up to `limit` rows older than `before` (oldest first); returns how many went. */
export function deleteLogChunkSqlite(database: Database, spec: LogTable, before: number, limit: number): Promise<number> {
  return immediate(database, (sqlite) => {
    const columns = spec.fts.columns.join(', ');
    const rows = sqlite
      .prepare(
        `SELECT seq, ${columns}${spec.visibleCounter ? `, hidden, ${spec.time} AS timestamp` : ''} FROM ${spec.table}
         WHERE ${spec.time} < ? AND seq < (SELECT max(seq) FROM ${spec.table})
         ORDER BY ${spec.time}, id LIMIT ?`,
      )
      .all(before, limit) as Doomed[];
    if (rows.length === 0) return 0;
    const unindex = sqlite.prepare(
      `INSERT INTO ${spec.fts.table} (${spec.fts.table}, rowid, ${columns}) VALUES ('delete', ?, ${spec.fts.columns.map(() => '?').join(', ')})`,
    );
    const remove = sqlite.prepare(`DELETE FROM ${spec.table} WHERE seq = ?`);
    let visible = 0;
    for (const row of rows) {
      unindex.run(row.seq, ...spec.fts.columns.map((c) => row[c]));
      remove.run(row.seq);
      if (row.hidden === 0) visible += 1;
    }
    const lower = sqlite.prepare('UPDATE counters SET value = value - ? WHERE name = ?');
    lower.run(rows.length, spec.counter);
    if (spec.visibleCounter && visible > 0) {
      lower.run(visible, spec.visibleCounter);
      addChatHoursSqlite(sqlite, visiblePerHour(rows.map((r) => ({ timestamp: r.timestamp!, hidden: r.hidden ?? null }))), -1);
    }
    return rows.length;
  });
}
