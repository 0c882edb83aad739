// Staff accounts: GET/POST /api/auth/users, PUT/DELETE /api/auth/users/:id (docs/RULES.md, "API").
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { OkResponse, UserResponse, UsersResponse } from '@staff-console/domain';
import type { CreateUserBody, UpdateUserBody } from '@staff-console/domain';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../../../components/admin/admin-keys';

export const getUsers = (signal?: AbortSignal) => apiRequest('/api/auth/users', { signal, schema: UsersResponse }).then((r) => r.users);

export const useUsers = () => useQuery({ queryKey: adminKeys.users, queryFn: ({ signal }) => getUsers(signal) });

export const postUser = (body: CreateUserBody) => apiRequest('/api/auth/users', { method: 'POST', body, schema: UserResponse });
export const putUser = ({ id, body }: { id: string; body: UpdateUserBody }) =>
  apiRequest(`/api/auth/users/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: UserResponse });
export const deleteUser = (id: string) => apiRequest(`/api/auth/users/${encodeURIComponent(id)}`, { method: 'DELETE', schema: OkResponse });

/** A user change moves the user list, the user total and recent activity, the action log and roles' user counts. */
function invalidateAfterUserChange(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: adminKeys.users }),
    client.invalidateQueries({ queryKey: adminKeys.roles }),
    client.invalidateQueries({ queryKey: adminKeys.stats }),
    client.invalidateQueries({ queryKey: adminKeys.logs }),
  ]);
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: postUser, onSuccess: () => invalidateAfterUserChange(client) });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: putUser, onSuccess: () => invalidateAfterUserChange(client) });
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => invalidateAfterUserChange(client) });
}
