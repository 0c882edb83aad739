// The signed-in user's unread alert count (the top bar's bell and the sidebar's Alerts entry). Read
// without the domain's schemas: the layout loads with the first screen. Asked again every 30 s and
// when the window regains focus, and whenever anything under the watch key changes.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export const WATCH_KEY = ['watch'] as const;
export const UNREAD_KEY = [...WATCH_KEY, 'unread'] as const;
const POLL_MS = 30_000;

export const getUnreadAlertCount = (signal?: AbortSignal) =>
  apiRequest<unknown>('/api/alerts/unread-count', { signal }).then((body) => {
    const unread = (body as { unread?: unknown } | null)?.unread;
    return typeof unread === 'number' && Number.isSafeInteger(unread) && unread >= 0 ? unread : 0;
  });

export const useUnreadAlertCount = (enabled = true) =>
  useQuery({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) => getUnreadAlertCount(signal),
    enabled,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    // Never fresh: focus and every visit ask again (the app's default keeps answers 30 s).
    staleTime: 0,
  });

/** A badge's text: the count, with anything above 99 as "99+". */
export const badgeText = (n: number): string => (n > 99 ? '99+' : String(n));
