// Trades' search spec: what the search layer needs to know about the trades table
// (db/search/text-search.ts): each searchable field as lower-case text (the columns of the trigram
// indexes, migration 002), its FTS5 column (SQLite) and the exact item keys (PostgreSQL, migration 005).
import type { Engine } from '../../../db/database';
import { textSearches } from '../../../db/search/engines';
import type { TextSearch, TextSearchSpec } from '../../../db/search/text-search';

export type TradeTextField = 'sender' | 'receiver' | 'items';

export const TRADES_SEARCH: TextSearchSpec<TradeTextField> = {
  table: 'trades',
  lowered: { sender: { sql: 'trades.sender_lower' }, receiver: { sql: 'trades.receiver_lower' }, items: { sql: 'trades.item_names' } },
  fts: { table: 'trades_fts', columns: { sender: 'sender', receiver: 'receiver', items: 'item_names' } },
  // `trade_items` holds each distinct line of `item_names` (db/trade-items.ts).
  itemKeys: { field: 'items', keyTable: { table: 'trade_items', key: 'item_lower', rowId: 'trade_id', lines: 'item_names' } },
};

const SEARCH = textSearches(TRADES_SEARCH);

/** Trades' substring search on this engine. */
export const tradesSearch = (engine: Engine): TextSearch<TradeTextField> => SEARCH[engine];
