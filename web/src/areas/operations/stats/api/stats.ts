// GET /api/admin/stats (docs/RULES.md, "Entities and values"), refreshed every 5 minutes while the tab is open (docs/RULES.md, "Constants and limits").
import { queryOptions, useQuery } from '@tanstack/react-query';
import { StatsResponse } from '@staff-console/domain';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../../../components/admin/admin-keys';

export const STATS_REFRESH_MS = 300_000;

export const getStats = (signal?: AbortSignal) => apiRequest('/api/admin/stats', { signal, schema: StatsResponse }).then((r) => r.stats);

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => getStats(signal),
    refetchInterval: STATS_REFRESH_MS,
  });

export const useAdminStats = () => useQuery(statsQueryOptions());
