// Requests of the auth flow. Each one is run through TanStack Query by the provider or a screen.
import { CheckResponse, TokenResponse } from '@staff-console/domain';
import type { LoginBody, User } from '@staff-console/domain';
import { apiRequest } from '../../lib/api-client';

export const AUTH_CHECK_TIMEOUT_MS = 5_000;
export const authKeys = {
  all: ['auth'] as const,
  check: ['auth', 'check'] as const,
};

/** POST /api/auth/login, unvalidated: the login flow checks each part itself to name what is wrong. */
export const postLogin = (body: LoginBody): Promise<unknown> =>
  apiRequest<unknown>('/api/auth/login', { method: 'POST', body, token: null });

/** GET /api/auth/check with its own 5 s timeout. */
export const getAuthCheck = async (signal?: AbortSignal): Promise<User> =>
  (await apiRequest('/api/auth/check', { signal, timeoutMs: AUTH_CHECK_TIMEOUT_MS, schema: CheckResponse })).user;

/** POST /api/auth/refresh: a fresh token for the current session. */
export const postRefresh = () => apiRequest('/api/auth/refresh', { method: 'POST', schema: TokenResponse });
