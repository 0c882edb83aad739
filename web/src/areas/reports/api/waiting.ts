// How many reported players wait (the sidebar's count) and since when (the dashboard's line). The
// count is read without the report schemas: the layout loads with the first screen, and the
// schemas (with zod) would double it.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The count is asked again this often while the console is open, and after every moderation change. */
export const WAITING_REFRESH_MS = 60_000;

const WAITING = '/api/reports/queue?limit=1';
const OLDEST_WAITING = '/api/reports/queue?sort=oldest&limit=1';

export interface Waiting {
  total: number;
  /** The oldest waiting report's date (ISO 8601), when one waits. */
  oldestAt: string | null;
}

function readWaiting(body: unknown): Waiting {
  const { total, items } = (body ?? {}) as { total?: unknown; items?: unknown };
  const first = Array.isArray(items) ? (items[0] as { oldestAt?: unknown } | undefined) : undefined;
  return {
    total: typeof total === 'number' && Number.isSafeInteger(total) && total >= 0 ? total : 0,
    oldestAt: typeof first?.oldestAt === 'string' ? first.oldestAt : null,
  };
}

/** The number of reported players in the queue; kept under the moderation key, so any moderation change asks again. */
export const useWaitingCount = (enabled: boolean) =>
  useQuery({
    queryKey: ['moderation', 'reports', 'waiting'],
    queryFn: ({ signal }) => apiRequest<unknown>(WAITING, { signal }).then((body) => readWaiting(body).total),
    enabled,
    refetchInterval: WAITING_REFRESH_MS,
  });

/** How many wait, and the oldest report among them (the dashboard). */
export const useOldestWaiting = (enabled: boolean) =>
  useQuery({
    queryKey: ['moderation', 'reports', 'oldest-waiting'],
    queryFn: ({ signal }) => apiRequest<unknown>(OLDEST_WAITING, { signal }).then(readWaiting),
    enabled,
    refetchInterval: WAITING_REFRESH_MS,
  });
