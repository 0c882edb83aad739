// A role can require two-factor sign-in: until its member has set it up, the server answers every
// request but the profile's, sign-out's and the session's with 403 (docs/RULES.md, "Sign-in and
// sessions"). The app keeps them on the profile, where they set it up.
import { useEffect, useRef } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@staff-console/domain';
import { isApiError } from './api-client';

/** The one page a member who must set up two-factor may open. */
export const TWO_FACTOR_SETUP_PATH = '/profile';
/** Forced auth checks after a refusal are at most this often, however many requests were refused. */
export const RECHECK_EVERY_MS = 3_000;

export const needsTwoFactorSetup = (user: Pick<User, 'twoFactorEnabled' | 'twoFactorRequired'> | null): boolean =>
  Boolean(user?.twoFactorRequired && !user.twoFactorEnabled);

/** Signed in with a password shorter than the minimum: the profile shows only the password change. */
export const needsPasswordChange = (user: Pick<User, 'passwordChangeRequired'> | null): boolean => user?.passwordChangeRequired === true;

/** A refusal of a signed-in request (the shell keeps the domain's sentences out of its first JavaScript). */
export const isRefusal = (e: unknown): boolean => isApiError(e) && e.status === 403 && e.sentToken;

/**
 * Re-checks the session when a request is refused: the user's role changed while they were signed
 * in (it now requires two-factor, or allows less), and the fresh user sends them to the profile or
 * hides what they may no longer open.
 */
export function useRefusalWatch(queryClient: QueryClient, recheck: () => Promise<void>): void {
  const last = useRef(0);
  useEffect(() => {
    const onError = (error: unknown) => {
      if (!isRefusal(error) || Date.now() - last.current < RECHECK_EVERY_MS) return;
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
