// SQLite substring search on marketplace entries: the FTS5 trigram table `marketplace_fts`
// (item_name, seller, buyer; external content keyed by `seq`). Same strategy as trades.
import { type FtsSpec, ftsSearch } from '../trades/trades.search.sqlite';
import type { MarketplaceTextField } from './marketplace.repository';

export const MARKETPLACE_FTS: FtsSpec<MarketplaceTextField> = {
  table: 'marketplace',
  ftsTable: 'marketplace_fts',
  ftsColumns: { itemName: 'item_name', seller: 'seller', buyer: 'buyer' },
  // item_name is stored as written (no lower-case column), and lower() folds ASCII only.
  lowered: {
    itemName: { sql: 'lower(marketplace.item_name)', asciiOnly: true },
    seller: { sql: 'marketplace.seller_lower' },
    buyer: { sql: 'marketplace.buyer_lower' },
  },
};

export const sqliteMarketplaceSearch = ftsSearch(MARKETPLACE_FTS);
