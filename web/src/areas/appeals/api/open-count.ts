// How many appeals wait for a reviewer (the sidebar's count). Read without the appeal schemas: the
// layout loads with the first screen, and the schemas (with zod) would grow it.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Asked again this often while the console is open, and after every moderation change. */
export const OPEN_APPEALS_REFRESH_MS = 60_000;

export function readOpenCount(body: unknown): number {
  const open = (body as { open?: unknown } | null)?.open;
  return typeof open === 'number' && Number.isSafeInteger(open) && open >= 0 ? open : 0;
}

/** The number of open appeals; under the moderation key, so a decision asks again. */
export const useOpenAppealsCount = (enabled: boolean) =>
  useQuery({
    queryKey: ['moderation', 'appeals', 'open-count'],
    queryFn: ({ signal }) => apiRequest<unknown>('/api/appeals/open-count', { signal }).then(readOpenCount),
    enabled,
    refetchInterval: OPEN_APPEALS_REFRESH_MS,
  });
