// A Marketplace Logs query (the list's or the export's) as text matches and an order: the search
// box's term (searchQuery, or the old client's `search`) looked for in the field(s) named by searchType.
import type { MarketplaceExportQuery, MarketplaceQuery, MarketplaceSearchType } from '@staff-console/domain';
import type { TextMatch } from '../../../db/search/text-search';
import type { MarketplaceOrder, MarketplaceSortColumn } from './marketplace.repository';
import type { MarketplaceTextField } from './marketplace.search';

const SEARCH_FIELDS: Record<MarketplaceSearchType, readonly MarketplaceTextField[]> = {
  itemName: ['itemName'],
  seller: ['seller'],
  buyer: ['buyer'],
  username: ['seller', 'buyer'],
};

const SORT_COLUMNS: Record<MarketplaceQuery['sortBy'], MarketplaceSortColumn> = { date: 'date', price: 'price' };

export function marketplaceText(q: MarketplaceExportQuery): TextMatch<MarketplaceTextField>[] {
  const term = q.searchQuery ?? q.search;
  return term === undefined ? [] : [{ fields: SEARCH_FIELDS[q.searchType], term }];
}

export const marketplaceOrder = (q: MarketplaceExportQuery): MarketplaceOrder => ({ column: SORT_COLUMNS[q.sortBy], direction: q.sortOrder });
