import type { Permission } from '@staff-console/domain';

/** The signed-in staff member, as loaded from the database on this request. */
export interface AuthUser {
  id: string;
  username: string;
  role: string;
  roleName: string;
  /** The user's own permissions (not the role's). */
  permissions: Permission[];
  /** The role's plus the user's own. */
  effectivePermissions: Permission[];
  tokenVersion: number;
  /** The server-side session of the token this request came with. */
  sessionId: string;
  /** The role requires two-factor and the user has not set it up: only the profile opens. */
  twoFactorSetupNeeded: boolean;
  /** This session signed in with a password shorter than the minimum: only changing it opens. */
  passwordChangeNeeded: boolean;
}
