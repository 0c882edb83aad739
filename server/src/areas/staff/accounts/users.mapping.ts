// Maps stored rows to the User shape of every response: never a password or hash.
import { DEFAULT_TIME_ZONE, effectivePermissions, isAdmin, isPermission, type Permission, type User } from '@staff-console/domain';
import type { AuthUser } from '../../../http/auth.types';
import { newId } from '../../../db/ids';
import type { UsersTable } from '../../../db/schema';
import type { UserRow } from './users.repository';

export const parseList = (json: string | null | undefined): string[] => {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

const ownPermissions = (row: UserRow): Permission[] => parseList(row.permissions).filter(isPermission);

/** The role and permissions both the response's User and the request's AuthUser carry. */
function accessOf(row: UserRow): Pick<AuthUser, 'role' | 'roleName' | 'permissions' | 'effectivePermissions'> {
  const own = ownPermissions(row);
  return {
    role: row.role,
    roleName: row.role_name ?? row.role,
    permissions: own,
    effectivePermissions: effectivePermissions(parseList(row.role_permissions), own),
  };
}

/** A new account's row: no two-factor, no time zone of its own, token version 0. */
export function newUserRow(
  fields: Pick<UsersTable, 'username' | 'password_hash' | 'display_name' | 'email' | 'role' | 'permissions' | 'active'>,
  now = Date.now(),
): UsersTable {
  return {
    id: newId(now),
    username_lower: fields.username.toLowerCase(),
    ...fields,
    token_version: 0,
    created_at: now,
    updated_at: now,
    totp_secret: null,
    totp_enabled: 0,
    totp_last_step: null,
    time_zone: null,
  };
}

/**
 * Whether the account must sign in with two-factor: its role requires it, or it holds `admin`
 * (through any role or directly) and the admin role requires it. The permission decides, never
 * the role's name, so an administrator by a custom role or a direct grant is bound too.
 */
export function twoFactorRequiredOf(row: UserRow): boolean {
  if (row.role_requires_two_factor === 1) return true;
  return row.admin_requires_two_factor === 1 && isAdministrator(row);
}

/** Whether the account holds `admin`, through its role or directly. */
export const isAdministrator = (row: UserRow): boolean =>
  isAdmin({ role: row.role, roleName: row.role_name ?? row.role, permissions: effectivePermissions(parseList(row.role_permissions), ownPermissions(row)) });

/** The caller's own account, with what this session must do before anything else opens. */
export const toSelf = (row: UserRow, passwordChangeNeeded: boolean): User => ({
  ...toUser(row),
  ...(passwordChangeNeeded ? { passwordChangeRequired: true } : {}),
});

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    email: row.email,
    ...accessOf(row),
    active: row.active === 1,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    profile: { displayName: row.display_name, email: row.email },
    twoFactorEnabled: row.totp_enabled === 1,
    twoFactorRequired: twoFactorRequiredOf(row),
    timeZone: row.time_zone ?? DEFAULT_TIME_ZONE,
  };
}

export function toAuthUser(row: UserRow, sessionId: string, passwordChangeNeeded = false): AuthUser {
  return {
    id: row.id,
    username: row.username,
    ...accessOf(row),
    tokenVersion: row.token_version,
    sessionId,
    twoFactorSetupNeeded: twoFactorRequiredOf(row) && row.totp_enabled !== 1,
    passwordChangeNeeded,
  };
}
