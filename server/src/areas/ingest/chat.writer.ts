// Stores a batch of chat messages in one transaction: the rows, their FTS rows (SQLite), the
// Filter Warnings around them, the players' names, the batch's number (PostgreSQL, for cached
// totals), the visible messages per hour (areas/logs/chat/chat-hours.ts) and the `chat` / `chat_visible` counters.
import { addChatHours, addChatHoursSqlite, visiblePerHour, trackChatBatch } from '../logs/chat/chat-upkeep';
import type { Database } from '../../db/database';
import { raiseAlertsPostgres, raiseAlertsSqlite } from '../watch/matching';
import { NameSightings, upsertNamesPostgres, upsertNamesSqlite } from '../../db/player-names';
import { bumpCountersPostgres, bumpCountersSqlite, distinctById, insertPostgres, insertSqlite, type LogTableSpec } from './bulk-insert';
import { inSqliteTransaction } from '../../db/raw-sqlite';
import { recomputeWarningsPostgres, recomputeWarningsSqlite, touchedSpans } from './chat-warnings';
import type { ChatRow } from './ingest.rows';

export const CHAT_TABLE: LogTableSpec<ChatRow> = {
  table: 'chat_messages',
  columns: [
    ['id', 'varchar'],
    ['user_id', 'bigint'],
    ['name', 'text'],
    ['message', 'text'],
    ['timestamp', 'bigint'],
    ['hidden', 'int'],
    ['filter_warning', 'int'],
    ['server_id', 'text'],
    ['place_id', 'text'],
    ['raw', 'text'],
  ],
  fts: { table: 'chat_fts', columns: ['name', 'message'] },
};

const counts = (inserted: readonly ChatRow[]) => {
  let visible = 0;
  for (const row of inserted) if (row.hidden === 0) visible += 1;
  return { chat: inserted.length, chat_visible: visible };
};

function chatNames(rows: readonly ChatRow[]): NameSightings {
  const names = new NameSightings('chat');
  for (const r of rows) names.add(r.user_id, r.name, r.timestamp);
  return names;
}

/**
 * Returns how many messages were new (the rest were already stored). `track: false` (bulk loads)
 * leaves the batch out of `chat_recent` on PostgreSQL; `watch: false` matches no watch rules.
 */
export async function writeChat(database: Database, rows: readonly ChatRow[], options: { track?: boolean; watch?: boolean } = {}): Promise<number> {
  const distinct = distinctById(rows);
  if (distinct.length === 0) return 0;
  if (database.engine === 'sqlite') {
    return inSqliteTransaction(database, (sqlite) => {
      const { inserted, previousSeq } = insertSqlite(sqlite, CHAT_TABLE, distinct);
      recomputeWarningsSqlite(sqlite, touchedSpans(inserted), previousSeq);
      upsertNamesSqlite(sqlite, chatNames(inserted));
      addChatHoursSqlite(sqlite, visiblePerHour(inserted), 1);
      bumpCountersSqlite(sqlite, counts(inserted));
      if (options.watch !== false) raiseAlertsSqlite(sqlite, 'chat', inserted);
      return inserted.length;
    });
  }
  const sorted = [...distinct].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return database.db.transaction().execute(async (trx) => {
    const inserted = await insertPostgres(trx, CHAT_TABLE, sorted);
    await recomputeWarningsPostgres(trx, touchedSpans(inserted));
    if (options.watch !== false) await raiseAlertsPostgres(database, trx, 'chat', inserted);
    // The rows every batch updates last, just before the commit (see bulk-insert.ts). The batch
    // number comes last of all: its counter row is held to the commit, so batches commit in number
    // order, and a batch waits for the one before it only for these few statements.
    await upsertNamesPostgres(trx, chatNames(inserted));
    await addChatHours(trx, visiblePerHour(inserted), 1);
    await bumpCountersPostgres(trx, counts(inserted));
    if (options.track !== false)
      await trackChatBatch(
        trx,
        inserted.map((r) => r.id),
      );
    return inserted.length;
  });
}
