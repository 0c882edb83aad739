// The item page's requests: the item's marketplace history (one request for both charts and the
// outliers) and the newest trades it appears in (Trade Logs' list, filtered by the item's name).
import { useQuery } from '@tanstack/react-query';
import { ItemHistoryResponse } from '@staff-console/domain';
import { apiRequest, isApiError } from '../../../lib/api-client';

export const getItemHistory = (name: string, days: number, signal?: AbortSignal) =>
  apiRequest(`/api/items/history?${new URLSearchParams({ name, days: String(days) }).toString()}`, { signal, schema: ItemHistoryResponse });

export const useItemHistory = (name: string, days: number) =>
  useQuery({
    queryKey: ['item', name, 'history', days],
    queryFn: ({ signal }) => getItemHistory(name, days, signal),
    // An item never sold stays unsold: a 404 is not tried again.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });
