// Permissions and roles (docs/RULES.md, "Roles and permissions"). One implementation for server and web.
export const PERMISSIONS = [
  'admin',
  'view_chat',
  'manage_chat',
  'view_trades',
  'manage_trades',
  'view_marketplace',
  'manage_marketplace',
  'view_users',
  'manage_users',
  'view_leaderboards',
  'manage_leaderboards',
  'view_moderation',
  'moderate',
  'ban_players',
  'review_appeals',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const isPermission = (value: string): value is Permission => (PERMISSIONS as readonly string[]).includes(value);

export interface SystemRole {
  name: 'admin' | 'user' | 'guest';
  description: string;
  permissions: Permission[];
  system: true;
}

export const SYSTEM_ROLES: readonly SystemRole[] = [
  { name: 'admin', description: 'Full access, including staff administration', permissions: ['admin'], system: true },
  {
    name: 'user',
    description: 'Staff member: reads chat, trade and marketplace logs',
    permissions: ['view_chat', 'view_trades', 'view_marketplace', 'view_leaderboards'],
    system: true,
  },
  { name: 'guest', description: 'Signed in, no log access', permissions: [], system: true },
];

export const systemRole = (name: string): SystemRole | undefined => SYSTEM_ROLES.find((r) => r.name === name.toLowerCase());

export const HEX_ID = /^[0-9a-f]{24}$/;

/** The minimum a permission check needs to know about a user. */
export interface PermissionSubject {
  role?: string | { name?: string } | null;
  roleName?: string | null;
  permissions?: readonly string[] | null;
}

/** What a permission check reads of a staff account: its role, role name and effective permissions. */
export interface StaffAccess {
  role?: PermissionSubject['role'];
  roleName?: string | null;
  /** The role's permissions and the account's own. */
  effectivePermissions?: readonly string[] | null;
}

/** The one way to turn a staff account into what the permission checks read; null without one. */
export const permissionSubject = (user: StaffAccess | null | undefined): PermissionSubject | null =>
  user ? { role: user.role, roleName: user.roleName, permissions: user.effectivePermissions } : null;

const roleString = (role: PermissionSubject['role']): string => (typeof role === 'string' ? role : (role?.name ?? ''));

/** Admin by role name (case-insensitive) or by the admin permission (docs/RULES.md, "Roles and permissions"). */
export function isAdmin(user: PermissionSubject | null | undefined): boolean {
  if (!user) return false;
  if (roleString(user.role).toLowerCase() === 'admin') return true;
  if ((user.roleName ?? '').toLowerCase() === 'admin') return true;
  return (user.permissions ?? []).includes('admin');
}

/**
 * The permissions that include another (docs/RULES.md, "Roles and permissions"): `manage_X`
 * includes `view_X`; `moderate` includes `view_moderation`; `ban_players` includes both;
 * `review_appeals` includes `view_moderation` (a reviewer reads the case and history behind a sanction).
 */
const IMPLIED_BY: Partial<Record<Permission, readonly Permission[]>> = {
  view_chat: ['manage_chat'],
  view_trades: ['manage_trades'],
  view_marketplace: ['manage_marketplace'],
  view_users: ['manage_users'],
  view_leaderboards: ['manage_leaderboards'],
  view_moderation: ['moderate', 'ban_players', 'review_appeals'],
  moderate: ['ban_players'],
};

/** Administrators pass every check; others need the permission or one that includes it. */
export function can(user: PermissionSubject | null | undefined, permission: Permission): boolean {
  if (!user) return false;
  if (isAdmin(user)) return true;
  const held = user.permissions ?? [];
  if (held.includes(permission)) return true;
  return (IMPLIED_BY[permission] ?? []).some((p) => held.includes(p));
}

/** Role name display (docs/RULES.md, "Roles and permissions"): role name, role string, 'Custom Role' for a hex id, roleName, 'User'; 'Guest' without a user. */
export function roleDisplayName(user: PermissionSubject | null | undefined): string {
  if (!user) return 'Guest';
  const role = user.role;
  if (role && typeof role === 'object' && role.name) return role.name;
  if (typeof role === 'string' && role !== '') {
    if (HEX_ID.test(role)) return user.roleName || 'Custom Role';
    return role;
  }
  return user.roleName || 'User';
}

/** Unique, ordered union of a role's permissions and the user's own. */
export function effectivePermissions(rolePermissions: readonly string[], own: readonly string[]): Permission[] {
  const out: Permission[] = [];
  for (const p of [...rolePermissions, ...own]) if (isPermission(p) && !out.includes(p)) out.push(p);
  return out;
}
