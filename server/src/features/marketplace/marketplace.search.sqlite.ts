// SQLite substring search on marketplace entries: the FTS5 trigram table `marketplace_fts`
// (item_name, seller, buyer; external content keyed by `seq`).
import type { TextSearch } from '../trades/text-search';
import { ftsCount, ftsQuery, ftsWhere } from '../trades/trades.search.sqlite';
import type { MarketplaceTextField } from './marketplace.repository';

const FTS_COLUMNS: Record<MarketplaceTextField, string> = { itemName: 'item_name', seller: 'seller', buyer: 'buyer' };

export const sqliteMarketplaceSearch: TextSearch<MarketplaceTextField> = {
  where: (matches, options) => ftsWhere('marketplace', 'marketplace_fts', ftsQuery(matches, FTS_COLUMNS), options),
  count: (matches) => ftsCount('marketplace_fts', ftsQuery(matches, FTS_COLUMNS)),
};
