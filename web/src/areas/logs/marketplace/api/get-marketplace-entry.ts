// GET /api/marketplace/:id: one purchase by id, for a link to its detail dialog (?open=<id>) when
// the purchase is not on the page the link's reader is looking at.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MarketplaceEntry, MarketplaceEntryResponse } from '@staff-console/domain';
import { apiRequest, errorText, isApiError } from '../../../../lib/api-client';
import { MARKET_UI } from '../marketplace-messages';

export const getMarketplaceEntry = (id: string, signal?: AbortSignal) =>
  apiRequest(`/api/marketplace/${encodeURIComponent(id)}`, { schema: MarketplaceEntryResponse, signal });

export const marketplaceEntryQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['marketplace', 'one', id], queryFn: ({ signal }) => getMarketplaceEntry(id, signal) });

export interface OpenEntry {
  entry: MarketplaceEntry | null;
  loading: boolean;
  /** Why the purchase cannot be shown, once that is known. */
  error: string | null;
}

/** The purchase whose dialog is open: from the page when it is there, else fetched by id once the page has loaded. */
export function useOpenMarketplaceEntry(id: string | null, page: readonly MarketplaceEntry[] | undefined, pagePending: boolean): OpenEntry {
  const listed = id !== null && page ? (page.find((e) => e._id === id) ?? null) : null;
  const query = useQuery({ ...marketplaceEntryQueryOptions(id ?? ''), enabled: id !== null && listed === null && !pagePending });
  if (id === null) return { entry: null, loading: false, error: null };
  if (listed) return { entry: listed, loading: false, error: null };
  if (query.data) return { entry: query.data.data, loading: false, error: null };
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return { entry: null, loading: false, error: missing ? MARKET_UI.openMissing : errorText(query.error, MARKET_UI.openFailed) };
  }
  return { entry: null, loading: true, error: null };
}
