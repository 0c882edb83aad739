// A role can require two-factor sign-in: until its member has set it up, the server answers every
// request but the profile's, sign-out's and the session's with 403 and MESSAGES.twoFactorSetupRequired
// (docs/RULES.md, "Sign-in and sessions"). The app then keeps them on the profile, where they set it up.
import { useEffect, useRef } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@staff-console/domain';
import type { User } from '@staff-console/domain';
import { isApiError } from './api-client';

/** The one page a member who must set up two-factor may open. */
export const TWO_FACTOR_SETUP_PATH = '/profile';
/** Forced auth checks after a refusal are at most this often, however many requests were refused. */
export const RECHECK_EVERY_MS = 3_000;

export const needsTwoFactorSetup = (user: Pick<User, 'twoFactorEnabled' | 'twoFactorRequired'> | null): boolean =>
  Boolean(user?.twoFactorRequired && !user.twoFactorEnabled);

export const isSetupRequiredError = (e: unknown): boolean => isApiError(e) && e.status === 403 && e.serverMessage === MESSAGES.twoFactorSetupRequired;

/**
 * Re-checks the session when a request is refused because two-factor must be set up first: the
 * role was changed while this user was signed in, and the fresh user sends them to the profile.
 */
export function useSetupRequiredWatch(queryClient: QueryClient, recheck: () => Promise<void>): void {
  const last = useRef(0);
  useEffect(() => {
    const onError = (error: unknown) => {
      if (!isSetupRequiredError(error) || Date.now() - last.current < RECHECK_EVERY_MS) return;
      last.current = Date.now();
      void recheck();
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient, recheck]);
}
