// The profile's security requests: my sessions (GET/DELETE /api/auth/sessions) and my two-factor
// sign-in (POST /api/auth/two-factor/{setup,enable,recovery-codes,disable}); see docs/RULES.md,
// "Sign-in and sessions".
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OkResponse, RecoveryCodes, SessionsResponse, TwoFactorSetup } from '@staff-console/domain';
import type { TwoFactorDisableBody } from '@staff-console/domain';
import { apiRequest } from '../../../lib/api-client';

/** Under 'auth', so signing out (which forgets the session's data) forgets these too. */
export const securityKeys = {
  sessions: ['auth', 'sessions'] as const,
};

export const getSessions = (signal?: AbortSignal) => apiRequest('/api/auth/sessions', { signal, schema: SessionsResponse }).then((r) => r.sessions);
export const deleteSession = (id: string) => apiRequest(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', schema: OkResponse });

export const postTwoFactorSetup = () => apiRequest('/api/auth/two-factor/setup', { method: 'POST', schema: TwoFactorSetup });
export const postTwoFactorEnable = (code: string) => apiRequest('/api/auth/two-factor/enable', { method: 'POST', body: { code }, schema: RecoveryCodes });
export const postRecoveryCodes = (code: string) => apiRequest('/api/auth/two-factor/recovery-codes', { method: 'POST', body: { code }, schema: RecoveryCodes });
export const postTwoFactorDisable = (body: TwoFactorDisableBody) => apiRequest('/api/auth/two-factor/disable', { method: 'POST', body, schema: OkResponse });

export const useSessions = () => useQuery({ queryKey: securityKeys.sessions, queryFn: ({ signal }) => getSessions(signal) });

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteSession, onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.sessions }) });
}

export const useTwoFactorSetup = () => useMutation({ mutationFn: postTwoFactorSetup });
export const useTwoFactorEnable = () => useMutation({ mutationFn: postTwoFactorEnable });
export const useRecoveryCodes = () => useMutation({ mutationFn: postRecoveryCodes });
export const useTwoFactorDisable = () => useMutation({ mutationFn: postTwoFactorDisable });
