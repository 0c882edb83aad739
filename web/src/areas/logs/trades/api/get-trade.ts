// GET /api/trades/:id: one trade by id, for a link to its detail dialog (?open=<id>) when the trade
// is not on the page the link's reader is looking at.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Trade, TradeResponse } from '@staff-console/domain';
import { apiRequest, errorText, isApiError } from '../../../../lib/api-client';
import { TRADE_UI } from '../trade-messages';

export const getTrade = (id: string, signal?: AbortSignal) => apiRequest(`/api/trades/${encodeURIComponent(id)}`, { schema: TradeResponse, signal });

export const tradeQueryOptions = (id: string) => queryOptions({ queryKey: ['trades', 'one', id], queryFn: ({ signal }) => getTrade(id, signal) });

export interface OpenTrade {
  trade: Trade | null;
  loading: boolean;
  /** Why the trade cannot be shown, once that is known. */
  error: string | null;
}

/**
 * The trade whose dialog is open: from the page when it is there, else fetched by id once the page
 * has loaded (a link from another staff member, whose page and search differ).
 */
export function useOpenTrade(id: string | null, page: readonly Trade[] | undefined, pagePending: boolean): OpenTrade {
  const listed = id !== null && page ? (page.find((t) => t._id === id) ?? null) : null;
  const query = useQuery({ ...tradeQueryOptions(id ?? ''), enabled: id !== null && listed === null && !pagePending });
  if (id === null) return { trade: null, loading: false, error: null };
  if (listed) return { trade: listed, loading: false, error: null };
  if (query.data) return { trade: query.data.data, loading: false, error: null };
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return { trade: null, loading: false, error: missing ? TRADE_UI.openMissing : errorText(query.error, TRADE_UI.openFailed) };
  }
  return { trade: null, loading: true, error: null };
}
