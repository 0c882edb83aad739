// An administrator's security actions: end all of a user's sessions (DELETE
// /api/auth/users/:id/sessions), reset their two-factor (DELETE /api/auth/users/:id/two-factor),
// and require two-factor of a role's members (PUT /api/auth/roles/:id/two-factor, system roles too).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkResponse, RoleResponse, SessionsEndedResponse, type StepUpBody } from '@staff-console/domain';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../../../components/admin/admin-keys';

const userPath = (id: string) => `/api/auth/users/${encodeURIComponent(id)}`;

export const deleteUserSessions = (id: string) => apiRequest(`${userPath(id)}/sessions`, { method: 'DELETE', schema: SessionsEndedResponse });
export const deleteUserTwoFactor = ({ id, confirmation }: { id: string; confirmation?: StepUpBody }) =>
  apiRequest(`${userPath(id)}/two-factor`, { method: 'DELETE', ...(confirmation ? { body: confirmation } : {}), schema: OkResponse });
export const putRoleTwoFactor = ({ id, required }: { id: string; required: boolean }) =>
  apiRequest(`/api/auth/roles/${encodeURIComponent(id)}/two-factor`, { method: 'PUT', body: { required }, schema: RoleResponse });

/** Each of these is in the action log; a two-factor change also moves the users' and roles' lists. */
export function useEndUserSessions() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteUserSessions, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.logs }) });
}

export function useResetTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUserTwoFactor,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: adminKeys.users }), client.invalidateQueries({ queryKey: adminKeys.logs })]),
  });
}

export function useSetRoleTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putRoleTwoFactor,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.roles }),
        client.invalidateQueries({ queryKey: adminKeys.users }),
        client.invalidateQueries({ queryKey: adminKeys.logs }),
      ]),
  });
}
