// Marketplace's search spec: what the search layer needs to know about the marketplace table
// (db/search/text-search.ts). item_name is stored as written (no lower-case column): its trigram
// indexes are on lower(item_name), and SQLite's lower() folds ASCII only. Item names alone are
// counted through the distinct names on PostgreSQL (market_item_lower_idx, migration 005).
import type { Engine } from '../../../db/database';
import { textSearches } from '../../../db/search/engines';
import type { TextSearch, TextSearchSpec } from '../../../db/search/text-search';

export type MarketplaceTextField = 'itemName' | 'seller' | 'buyer';

export const MARKETPLACE_SEARCH: TextSearchSpec<MarketplaceTextField> = {
  table: 'marketplace',
  lowered: {
    itemName: { sql: 'lower(marketplace.item_name)', asciiOnly: true },
    seller: { sql: 'marketplace.seller_lower' },
    buyer: { sql: 'marketplace.buyer_lower' },
  },
  fts: { table: 'marketplace_fts', columns: { itemName: 'item_name', seller: 'seller', buyer: 'buyer' } },
  itemKeys: { field: 'itemName', keyExpression: 'lower(item_name)' },
};

const SEARCH = textSearches(MARKETPLACE_SEARCH);

/** Marketplace's substring search on this engine. */
export const marketplaceSearch = (engine: Engine): TextSearch<MarketplaceTextField> => SEARCH[engine];
