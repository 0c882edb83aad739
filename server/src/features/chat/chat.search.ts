// Chat's search spec: what the search layer needs to know about chat_messages (db/search/
// time-log-search.ts): the searched fields, the time column and index, the FTS5 table (SQLite, see
// migration 002) and the batch tracking (PostgreSQL, migration 006).
import type { Engine } from '../../db/database';
import { timeLogSearches } from '../../db/search/engines';
import type { TimeLogSearch, TimeLogSpec } from '../../db/search/time-log-search';
import { CHAT_COLUMNS, type ChatRow } from '../../logs/chat.mapping';

export const CHAT_LOG: TimeLogSpec = {
  table: 'chat_messages',
  columns: CHAT_COLUMNS,
  fields: ['name', 'message'],
  time: 'timestamp',
  hidden: 'hidden',
  visibleCounter: 'chat_visible',
  sqlite: { fts: 'chat_fts', timeIndex: 'chat_time_idx' },
  postgres: { batchCounter: 'chat_batches', recent: { table: 'chat_recent', batch: 'batch', rowId: 'chat_id' } },
};

const SEARCH = timeLogSearches<ChatRow>(CHAT_LOG);

/** Chat's substring search on this engine. */
export const chatSearch = (engine: Engine): TimeLogSearch<ChatRow> => SEARCH[engine];
