// Requests of the auth flow. Each one is run through TanStack Query by the provider or a screen.
import type { LoginBody, LoginTwoFactorBody, User } from '@staff-console/domain';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { UI } from '../../../lib/messages';
import { readUserEnvelope } from '../../../lib/user-shape';

export const AUTH_CHECK_TIMEOUT_MS = 5_000;
export const authKeys = {
  all: ['auth'] as const,
  check: ['auth', 'check'] as const,
};

const unexpected = (body: unknown) => new ApiError(UI.unexpectedResponse, 'invalid-response', 200, body, null, true);

/** POST /api/auth/login, unvalidated: the login flow checks each part itself to name what is wrong. */
export const postLogin = (body: LoginBody): Promise<unknown> => apiRequest<unknown>('/api/auth/login', { method: 'POST', body, token: null });

/** POST /api/auth/login/2fa: the second step of a sign-in, answered like the first when it succeeds. */
export const postLoginTwoFactor = (body: LoginTwoFactorBody): Promise<unknown> =>
  apiRequest<unknown>('/api/auth/login/2fa', { method: 'POST', body, token: null });

/** GET /api/auth/check with its own 5 s timeout. */
export async function getAuthCheck(signal?: AbortSignal): Promise<User> {
  const body = await apiRequest<unknown>('/api/auth/check', { signal, timeoutMs: AUTH_CHECK_TIMEOUT_MS });
  const answer = readUserEnvelope(body);
  if (!answer) throw unexpected(body);
  return answer.user;
}

/** POST /api/auth/refresh: a fresh token for the current session. */
export async function postRefresh(): Promise<{ token: string; user: User }> {
  const body = await apiRequest<unknown>('/api/auth/refresh', { method: 'POST' });
  const answer = readUserEnvelope(body, true);
  if (!answer) throw unexpected(body);
  return answer;
}

/**
 * POST /api/auth/logout: ends this session on the server, so the token is dead even if a copy of
 * it was taken. Best effort: signing out in the browser never waits for it or fails with it.
 */
export function postLogout(token: string): void {
  apiRequest<unknown>('/api/auth/logout', { method: 'POST', token }).catch(() => undefined);
}
