// GET /api/marketplace: the search box's term in the field named by searchType
// (marketplace.criteria.ts), sorted over the whole result, exact totals, and rows mapped to
// `MarketplaceEntry`.
import type { MarketplacePage, MarketplaceQuery } from '@staff-console/domain';
import type { Database } from '../../../db/database';
import type { SearchTotals } from '../../../db/search/text-search';
import { toMarketplaceEntry } from './marketplace.mapping';
import { marketplaceOrder, marketplaceText } from './marketplace.criteria';
import { readMarketplace } from './marketplace.repository';

export async function listMarketplace(database: Database, totals: SearchTotals, q: MarketplaceQuery): Promise<MarketplacePage> {
  const { total, rows } = await readMarketplace(database, totals, marketplaceText(q), marketplaceOrder(q), q.skip, q.count);
  return { success: true, data: rows.map(toMarketplaceEntry), total };
}
