// SQLite: one chunk of old log rows deleted in one IMMEDIATE transaction, with their FTS5 entries
// (an external-content index is told each row's old values) and the counters, as a few set-based
// statements over a temporary table of the chunk's rows.
// The statements run on a write thread of their own (db/sqlite-threads/): deleting a million rows
// and the FTS5 merges it causes is minutes of SQLite's work, which on the main thread would be
// taken from every request it answers. Each chunk closes the write gate (db/write-gate.ts): the
// main connection's reads go on beside the thread's transaction (WAL), and a write of its own (a
// batch ingested, a session touched) waits in JavaScript for the chunk to end. Two other ways were
// measured and dropped (docs/benchmark-notes.md): holding the main connection for the chunk made
// every request's authorisation wait; leaving the main connection's writes to SQLite's busy
// handler put the main thread to sleep, once for over five seconds. A database in memory has no
// file for a thread to open: the statements run on the main connection, held so that no Kysely
// transaction of this process is open around them.
// The newest row of a log is never deleted: SQLite gives a new row the largest rowid plus one, so
// deleting the row with the largest `seq` would let the next row reuse its number, and the search
// totals cached per process (caches/count-cache.ts) read "rows above seq N" as "rows stored
// since". It goes in the first run after a newer row has arrived.
import { HOUR_MS } from '../../logs/chat';
import type { Database } from '../../../db/database';
import { SqliteThread, type Statement, type ThreadAnswer } from '../../../db/sqlite-threads/sqlite-thread';
import type { LogTable } from './retention-tables';

/** The statements deleting up to `limit` rows older than `before` (oldest first); the last counts them. */
function chunkStatements(spec: LogTable, before: number, limit: number): Statement[] {
  const doomed = `temp.retention_${spec.table}`;
  const kept = [...spec.fts.columns, ...(spec.visibleCounter ? ['hidden', 'timestamp'] : [])];
  const columns = spec.fts.columns.join(', ');
  const statement = (sql: string, ...parameters: unknown[]): Statement => ({ sql, parameters });
  return [
    statement(`CREATE TEMP TABLE IF NOT EXISTS retention_${spec.table} (seq INTEGER PRIMARY KEY, ${kept.join(', ')})`),
    statement(`DELETE FROM ${doomed}`),
    statement(
      `INSERT INTO ${doomed} (seq, ${kept.join(', ')})
       SELECT seq, ${columns}${spec.visibleCounter ? `, hidden, ${spec.time}` : ''} FROM ${spec.table}
       WHERE ${spec.time} < ? AND seq < (SELECT max(seq) FROM ${spec.table})
       ORDER BY ${spec.time}, id LIMIT ?`,
      before,
      limit,
    ),
    statement(`INSERT INTO ${spec.fts.table} (${spec.fts.table}, rowid, ${columns}) SELECT 'delete', seq, ${columns} FROM ${doomed}`),
    statement(`DELETE FROM ${spec.table} WHERE seq IN (SELECT seq FROM ${doomed})`),
    statement(`UPDATE counters SET value = value - (SELECT count(*) FROM ${doomed}) WHERE name = ?`, spec.counter),
    ...(spec.visibleCounter
      ? [
          statement(`UPDATE counters SET value = value - (SELECT count(*) FROM ${doomed} WHERE hidden = 0) WHERE name = ?`, spec.visibleCounter),
          // The hours' visible counts (areas/logs/chat/chat-hours.ts) lose the visible rows deleted in each.
          statement(
            `INSERT INTO chat_hours (hour, visible)
             SELECT timestamp / ${HOUR_MS}, -count(*) FROM ${doomed} WHERE hidden = 0 GROUP BY 1
             ON CONFLICT (hour) DO UPDATE SET visible = visible + excluded.visible`,
          ),
        ]
      : []),
    statement(`SELECT count(*) AS deleted FROM ${doomed}`),
  ];
}

/** Deletes chunks of old log rows; `close` when the run ends. */
export interface SqliteChunkDeleter {
  deleteChunk(spec: LogTable, before: number, limit: number): Promise<number>;
  close(): Promise<void>;
}

/** The main connection as the raw handle, for a database in memory. */
function onMainConnection(database: Database, statements: readonly Statement[]): ThreadAnswer[] {
  const sqlite = database.sqlite!;
  if (sqlite.inTransaction) throw new Error('A transaction is already open on the SQLite connection.');
  return sqlite
    .transaction(() =>
      statements.map(({ sql, parameters }) => {
        const prepared = sqlite.prepare(sql);
        return prepared.reader ? { rows: prepared.all(...parameters) } : { rows: [], changes: prepared.run(...parameters).changes };
      }),
    )
    .immediate();
}

export function sqliteChunkDeleter(database: Database): SqliteChunkDeleter {
  const file = database.sqlite?.name;
  if (!file) throw new Error('SQLite retention needs the SQLite engine');
  const thread = file === ':memory:' ? undefined : new SqliteThread(file, { writable: true });
  // With the gate closed, the main connection's last transaction ends (its holder releases it).
  const settled = () => database.db.connection().execute(async () => undefined);
  return {
    async deleteChunk(spec, before, limit) {
      const statements = chunkStatements(spec, before, limit);
      const answers = thread
        ? await database.writeGate!.hold(settled, () => thread.transaction(statements))
        : await database.db.connection().execute(async () => onMainConnection(database, statements));
      return Number((answers.at(-1)!.rows[0] as { deleted: number }).deleted);
    },
    close: async () => thread?.close(),
  };
}
