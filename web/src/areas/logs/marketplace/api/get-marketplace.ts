// GET /api/marketplace (docs/RULES.md, "API"): one page of purchases, searched and sorted by the server over
// the whole result, with the exact total.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MarketplacePage, type MarketplaceSearchType, type MarketplaceSortBy } from '@staff-console/domain';
import { apiRequest } from '../../../../lib/api-client';

export interface MarketplaceRequest {
  skip: number;
  count: number;
  searchQuery?: string;
  searchType?: MarketplaceSearchType;
  sortBy: MarketplaceSortBy;
  sortOrder: 'asc' | 'desc';
}

export function marketplaceSearchParams(request: MarketplaceRequest): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request) as [string, string | number | undefined][]) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

export const getMarketplace = (request: MarketplaceRequest, signal?: AbortSignal) =>
  apiRequest(`/api/marketplace?${marketplaceSearchParams(request).toString()}`, { schema: MarketplacePage, signal });

export const marketplaceQueryOptions = (request: MarketplaceRequest) =>
  queryOptions({
    queryKey: ['marketplace', request],
    queryFn: ({ signal }) => getMarketplace(request, signal),
  });

export const useMarketplace = (request: MarketplaceRequest) => useQuery(marketplaceQueryOptions(request));
