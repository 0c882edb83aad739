// Roles and permissions: GET/POST /api/auth/roles, PUT/DELETE /api/auth/roles/:id and
// GET /api/auth/permissions (docs/RULES.md, "API"). System roles have no _id and cannot change.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { OkResponse, PermissionsResponse, RoleResponse, RolesResponse } from '@staff-console/domain';
import type { RoleBody } from '@staff-console/domain';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../../../components/admin/admin-keys';

export const getRoles = (signal?: AbortSignal) => apiRequest('/api/auth/roles', { signal, schema: RolesResponse }).then((r) => r.roles);
export const getPermissions = (signal?: AbortSignal) => apiRequest('/api/auth/permissions', { signal, schema: PermissionsResponse }).then((r) => r.permissions);

export const useRoles = () => useQuery({ queryKey: adminKeys.roles, queryFn: ({ signal }) => getRoles(signal) });
export const usePermissions = () => useQuery({ queryKey: adminKeys.permissions, queryFn: ({ signal }) => getPermissions(signal), staleTime: 10 * 60_000 });

export const postRole = (body: RoleBody) => apiRequest('/api/auth/roles', { method: 'POST', body, schema: RoleResponse });
export const putRole = ({ id, body }: { id: string; body: RoleBody }) =>
  apiRequest(`/api/auth/roles/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: RoleResponse });
export const deleteRole = (id: string) => apiRequest(`/api/auth/roles/${encodeURIComponent(id)}`, { method: 'DELETE', schema: OkResponse });

/** A role change moves the role list, the users' role names and permissions, and the action log. */
function invalidateAfterRoleChange(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: adminKeys.roles }),
    client.invalidateQueries({ queryKey: adminKeys.users }),
    client.invalidateQueries({ queryKey: adminKeys.stats }),
    client.invalidateQueries({ queryKey: adminKeys.logs }),
  ]);
}

export function useCreateRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: postRole, onSuccess: () => invalidateAfterRoleChange(client) });
}

export function useUpdateRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: putRole, onSuccess: () => invalidateAfterRoleChange(client) });
}

export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteRole, onSuccess: () => invalidateAfterRoleChange(client) });
}
