// PostgreSQL substring search on marketplace entries: LIKE on the expressions of the GIN pg_trgm
// indexes (market_item_trgm is on lower(item_name), so the condition must use that expression).
import { type Expression, sql } from 'kysely';
import type { TextSearch } from '../trades/text-search';
import { containsAll, resolveLike } from '../trades/trades.search.postgres';
import type { MarketplaceTextField } from './marketplace.repository';

export const MARKETPLACE_COLUMNS: Record<MarketplaceTextField, Expression<string>> = {
  itemName: sql<string>`lower(marketplace.item_name)`,
  seller: sql.ref<string>('marketplace.seller_lower'),
  buyer: sql.ref<string>('marketplace.buyer_lower'),
};

export const postgresMarketplaceSearch: TextSearch<MarketplaceTextField> = {
  where: (matches) => containsAll(matches, MARKETPLACE_COLUMNS),
  resolve: (db, matches) => resolveLike(db, 'marketplace', containsAll(matches, MARKETPLACE_COLUMNS)),
};
