// What the retention job deletes: each log, the column its age is read from (covered by the
// log's (time, id) index), and what else must change with its rows so that every count, total and
// search stays exact (docs/RULES.md, "Operations").
export const RETENTION_KINDS = ['chat', 'trades', 'marketplace', 'audit'] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

export interface LogTable {
  table: 'chat_messages' | 'trades' | 'marketplace';
  /** Epoch milliseconds; the first column of the log's (time, id) index. */
  time: 'timestamp' | 'date';
  /** The stored-row counter of the table (db/counters.ts). */
  counter: 'chat' | 'trades' | 'marketplace';
  /**
   * Chat only: the counter of rows that are not hidden, lowered by the visible rows deleted. Its
   * totals are cached per process and brought forward by the rows stored since (SQLite: above the
   * largest `seq`), so on SQLite the newest message is kept (retention.sqlite.ts).
   */
  visibleCounter?: 'chat_visible';
  /** SQLite: the FTS5 external-content table over the rows and its columns (rowid = seq). */
  fts: { table: string; columns: readonly string[] };
}

export const LOG_TABLES: Record<Exclude<RetentionKind, 'audit'>, LogTable> = {
  chat: {
    table: 'chat_messages',
    time: 'timestamp',
    counter: 'chat',
    visibleCounter: 'chat_visible',
    fts: { table: 'chat_fts', columns: ['name', 'message'] },
  },
  trades: { table: 'trades', time: 'date', counter: 'trades', fts: { table: 'trades_fts', columns: ['sender', 'receiver', 'item_names'] } },
  marketplace: { table: 'marketplace', time: 'date', counter: 'marketplace', fts: { table: 'marketplace_fts', columns: ['item_name', 'seller', 'buyer'] } },
};

/**
 * Rows deleted per transaction: short enough that ingest and reads are never held up for long. On
 * SQLite the one write lock is held for the chunk, and 1,000 chat rows with their FTS5 entries took
 * 40–100 ms, so it deletes 250 at a time there (about 10–25 ms).
 */
export const RETENTION_CHUNK = { sqlite: 250, postgres: 1000 } as const;
