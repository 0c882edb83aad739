// GET /api/trades (docs/RULES.md, "API"): one page of trades, searched, filtered and sorted by the server
// over the whole result, with the exact total.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TradesPage, type TradeSearchIn, type TradeSortBy } from '@staff-console/domain';
import { apiRequest } from '../../../../lib/api-client';

export interface TradesRequest {
  skip: number;
  count: number;
  search?: string;
  searchIn?: TradeSearchIn;
  username?: string;
  itemName?: string;
  /** Only trades flagged lopsided. */
  flagged?: boolean;
  sortBy: TradeSortBy;
  sortOrder: 'asc' | 'desc';
}

export function tradesSearchParams(request: TradesRequest): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request) as [string, string | number | boolean | undefined][]) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

export const getTrades = (request: TradesRequest, signal?: AbortSignal) =>
  apiRequest(`/api/trades?${tradesSearchParams(request).toString()}`, { schema: TradesPage, signal });

export const tradesQueryOptions = (request: TradesRequest) =>
  queryOptions({
    queryKey: ['trades', request],
    queryFn: ({ signal }) => getTrades(request, signal),
  });

export const useTrades = (request: TradesRequest) => useQuery(tradesQueryOptions(request));
