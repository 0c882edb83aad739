// GET /api/marketplace/export (docs/RULES.md, "Investigation"): the current search as a CSV file, in the screen's order.
import { type MarketplaceRequest, marketplaceSearchParams } from './get-marketplace';

/** The export path for the screen's request: the same search and sort, without skip and count. */
export function marketplaceExportPath(request: MarketplaceRequest): string {
  const params = marketplaceSearchParams(request);
  params.delete('skip');
  params.delete('count');
  const query = params.toString();
  return query ? `/api/marketplace/export?${query}` : '/api/marketplace/export';
}

export const MARKETPLACE_EXPORT_FILE = 'marketplace-logs.csv';
