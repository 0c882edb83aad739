// Reads of chat_messages for the CSV export: every visible message of a search or time window,
// newest first (the list's order), in keyset chunks on (timestamp, id), so memory stays the same
// for ten rows or ten million. The filters are the list's own (withinWindow, the engine's search).
import type { ChatExportQuery } from '@staff-console/domain';
import type { Database } from '../../db/database';
import { KEYSET_CHUNK, keysetAfter, keysetChunks } from '../../db/keyset';
import { CHAT_COLUMNS, type ChatCursor, type ChatRow, chooseExportPlan, type TimeWindow } from './chat-search';
import { chatSearchSql, readSnapshot, visibleCounter, withinWindow } from './chat.repository';

const cursorOf = (row: ChatRow | undefined): ChatCursor | undefined =>
  row && { timestamp: Number(row.timestamp), id: row.id };

export async function* chatExportRows(
  database: Database,
  filters: ChatExportQuery,
  chunkSize: number = KEYSET_CHUNK,
): AsyncGenerator<ChatRow[], void, undefined> {
  const { db } = database;
  const window: TimeWindow = { from: filters.from, to: filters.to };
  const term = filters.search;
  if (term === undefined) {
    yield* keysetChunks((last) => {
      const after = cursorOf(last);
      return withinWindow(db.selectFrom('chat_messages'), window)
        .$if(after !== undefined, (qb) =>
          qb.where(keysetAfter(['chat_messages.timestamp', 'chat_messages.id'], 'desc', { value: after!.timestamp, id: after!.id })),
        )
        .select(CHAT_COLUMNS)
        .orderBy('chat_messages.timestamp', 'desc')
        .orderBy('chat_messages.id', 'desc')
        .limit(chunkSize)
        .execute();
    }, chunkSize);
    return;
  }
  const search = chatSearchSql(database.engine);
  const count = await readSnapshot(db, (trx) => search.count(trx, term, window));
  const windowRows = count.windowRows ?? (await visibleCounter(db)) ?? count.total;
  const plan = search.canScan(term) ? chooseExportPlan({ ...count, windowRows }, chunkSize) : 'index';
  // Each chunk in its own short read transaction: a long export holds no snapshot or connection open.
  yield* keysetChunks(
    (last) => readSnapshot(db, (trx) => search.exportChunk(trx, term, window, { after: cursorOf(last), limit: chunkSize, plan })),
    chunkSize,
  );
}
