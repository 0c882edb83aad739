// PostgreSQL substring search on marketplace entries: LIKE on the expressions of the GIN pg_trgm
// indexes (market_item_trgm is on lower(item_name), so the condition must use that expression);
// item names alone are counted through the distinct names instead (see item-keys.postgres.ts).
import { type Expression, sql } from 'kysely';
import type { TextSearch } from '../trades/text-search';
import { keyable, resolveMarketplaceItems } from '../trades/item-keys.postgres';
import { containsAll, resolveLike } from '../trades/trades.search.postgres';
import type { MarketplaceTextField } from './marketplace.repository';

export const MARKETPLACE_COLUMNS: Record<MarketplaceTextField, Expression<string>> = {
  itemName: sql<string>`lower(marketplace.item_name)`,
  seller: sql.ref<string>('marketplace.seller_lower'),
  buyer: sql.ref<string>('marketplace.buyer_lower'),
};

export const postgresMarketplaceSearch: TextSearch<MarketplaceTextField> = {
  where: (matches) => containsAll(matches, MARKETPLACE_COLUMNS),
  resolve: (db, matches) => {
    const like = containsAll(matches, MARKETPLACE_COLUMNS);
    // Item names alone are counted by their exact keys (market_item_lower_idx).
    if (matches.every((m) => m.fields.length === 1 && m.fields[0] === 'itemName' && keyable(m.term))) {
      return resolveMarketplaceItems(db, matches.map((m) => m.term), like);
    }
    return resolveLike(db, 'marketplace', like);
  },
};
