// Chat's search spec: what the search layer needs to know about chat_messages (search/
// time-log-search.ts): the searched fields, the time column and index, the FTS5 table (SQLite, see
// migration 002) and the batch tracking (PostgreSQL, migration 006).
import type { Engine } from '../../../db/database';
import type { TimeLogSearch, TimeLogSpec } from './search/time-log-search';
import { postgresTimeLogSearch } from './search/time-log-search.postgres';
import { sqliteTimeLogSearch } from './search/time-log-search.sqlite';
import { CHAT_COLUMNS, type ChatRow } from './chat.mapping';

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

const SEARCH: Record<Engine, TimeLogSearch<ChatRow>> = {
  sqlite: sqliteTimeLogSearch<ChatRow>(CHAT_LOG),
  postgres: postgresTimeLogSearch<ChatRow>(CHAT_LOG),
};

/** Chat's substring search on this engine. */
export const chatSearch = (engine: Engine): TimeLogSearch<ChatRow> => SEARCH[engine];
