// Test fixtures: chat rows written straight into the database the way ingestion stores them
// (hidden and Filter Warning flags from the domain rules, the FTS row on SQLite, the counters), so
// the read path can be tested on its own while the ingest code is written.
import { sql } from 'kysely';
import { filterWarnings, isHiddenMessage } from '@staff-console/domain';
import type { Database } from '../../db/database';
import { newId } from '../../db/ids';

export interface ChatFixture {
  id?: string;
  userId: number;
  name: string;
  message: string;
  timestamp: number;
  translatedText?: string;
}

export interface StoredChatFixture extends Required<Omit<ChatFixture, 'translatedText'>> {
  translatedText: string | null;
  hidden: boolean;
  filterWarning: boolean;
}

/** Fills in ids and works out hidden / Filter Warning over the whole set, as ingestion does. */
export function prepareChat(rows: readonly ChatFixture[]): StoredChatFixture[] {
  const withIds = rows.map((r) => ({ ...r, id: r.id ?? newId(r.timestamp) }));
  const warned = filterWarnings(withIds);
  return withIds.map((r) => ({
    id: r.id,
    userId: r.userId,
    name: r.name,
    message: r.message,
    timestamp: r.timestamp,
    translatedText: r.translatedText ?? null,
    hidden: isHiddenMessage(r.message),
    filterWarning: warned.has(r.id),
  }));
}

const CHUNK = 200;

export async function insertChat(database: Database, rows: readonly StoredChatFixture[]): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      await trx
        .insertInto('chat_messages')
        .values(
          chunk.map((r) => ({
            id: r.id,
            user_id: r.userId,
            name: r.name,
            message: r.message,
            timestamp: r.timestamp,
            hidden: r.hidden ? 1 : 0,
            filter_warning: r.filterWarning ? 1 : 0,
            translated_text: r.translatedText,
            raw: JSON.stringify({ _id: r.id, userId: r.userId, name: r.name, message: r.message, timestamp: r.timestamp }),
          })),
        )
        .execute();
      if (database.engine === 'sqlite') {
        // Hidden rows are indexed too: the read path must exclude them itself.
        const ids = chunk.map((r) => r.id);
        await sql`INSERT INTO chat_fts(rowid, name, message)
          SELECT seq, name, message FROM chat_messages WHERE id IN (${sql.join(ids)})`.execute(trx);
      }
    }
    const visible = rows.filter((r) => !r.hidden).length;
    await trx.updateTable('counters').set((eb) => ({ value: eb('value', '+', rows.length) })).where('name', '=', 'chat').execute();
    await trx.updateTable('counters').set((eb) => ({ value: eb('value', '+', visible) })).where('name', '=', 'chat_visible').execute();
  });
}

/** The screen's order over visible rows: newest first, ties by id descending. */
export function newestFirst(rows: readonly StoredChatFixture[]): StoredChatFixture[] {
  return rows
    .filter((r) => !r.hidden)
    .sort((a, b) => (a.timestamp !== b.timestamp ? b.timestamp - a.timestamp : a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}
