// Shared by the admin component tests: an administrator's session and a fake API.
import type { ReactElement } from 'react';
import { PERMISSIONS, type Role, type User } from '@staff-console/domain';
import { AuthContext } from '../lib/auth-context';
import { authValue, fakeUser, renderAt } from './helpers';

export const adminUser = (overrides: Partial<User> = {}) =>
  fakeUser({
    _id: 'f'.repeat(24),
    id: 'f'.repeat(24),
    username: 'root',
    displayName: 'Root Admin',
    email: 'root@example.com',
    profile: { displayName: 'Root Admin', email: 'root@example.com' },
    role: 'admin',
    roleName: 'admin',
    effectivePermissions: ['admin'],
    ...overrides,
  });

export { authValue };

export function renderAdmin(element: ReactElement, { path = '/admin', user = adminUser() }: { path?: string; user?: User | null } = {}) {
  const auth = authValue(user);
  const utils = renderAt(path, [{ path: '/admin', element: <AuthContext.Provider value={auth}>{element}</AuthContext.Provider> }]);
  return { ...utils, auth };
}

export const SYSTEM_ROLES: Role[] = [
  { name: 'admin', description: 'Full access', permissions: ['admin'], system: true, userCount: 1 },
  { name: 'user', description: 'Staff member', permissions: ['view_chat', 'view_trades', 'view_marketplace', 'view_leaderboards'], system: true, userCount: 3 },
  { name: 'guest', description: 'Signed in, no log access', permissions: [], system: true, userCount: 0 },
];

/** The permissions the mocked server offers: the domain's list, as the real server answers it. */
export const PERMISSION_LIST = PERMISSIONS;

export const pathOf = (url: string) => new URL(url, 'http://localhost').pathname;
