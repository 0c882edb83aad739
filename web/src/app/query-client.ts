import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { COUNTING_MESSAGES } from '@staff-console/domain';
import { isApiError, isUnauthorized } from '../lib/api-client';
import { reportSessionRejected } from '../lib/auth-events';
import type { AppQueryMeta } from '../lib/query-meta';

/** A 401 on a call that carried a token means the session is over; the auth provider takes it from here. */
function onError(error: unknown, meta: AppQueryMeta | undefined) {
  if (meta?.skipAuthRedirect) return;
  if (isUnauthorized(error) && isApiError(error) && error.sentToken) reportSessionRejected();
  // 403 and 500 are only logged (docs/RULES.md, "Sign-in and sessions"); screens show their own message.
  else if (isApiError(error) && error.status !== null && (error.status === 403 || error.status >= 500)) console.warn(error.message);
}

/**
 * A total the server is still counting (503), or one that waits for another count to finish (429:
 * the same staff member's earlier search, or the server's counts all busy): the same request is
 * answered once the counting is done, so the screen asks again instead of showing an error.
 */
const COUNTING: ReadonlyMap<number, readonly string[]> = new Map([
  [503, [COUNTING_MESSAGES.stillCounting]],
  [429, [COUNTING_MESSAGES.tooManyCounts, COUNTING_MESSAGES.countsBusy]],
]);
const isStillCounting = (error: unknown) => isApiError(error) && error.status !== null && (COUNTING.get(error.status)?.includes(error.message) ?? false);

/** How long the screen keeps asking for a total still being counted, one second apart. */
export const COUNTING_RETRIES = 60;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => onError(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not change on retry; a flaky network might; a total being counted will be ready.
        retry: (failureCount, error) =>
          isStillCounting(error) ? failureCount < COUNTING_RETRIES : failureCount < 1 && !(isApiError(error) && error.status !== null && error.status < 500),
        retryDelay: (failureCount, error) => (isStillCounting(error) ? 1000 : Math.min(1000 * 2 ** failureCount, 30_000)),
      },
      mutations: { retry: false },
    },
  });
}
