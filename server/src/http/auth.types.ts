import type { Permission, TokenPayload } from '@staff-console/domain';

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

/** What a staff bearer token claims (signed by staff/accounts/tokens.ts). */
export interface TokenClaims extends TokenPayload {
  tv: number;
  /** The session this token belongs to: ending the session ends the token. */
  sid: string;
}

export interface TokenService {
  /** Signs a token that expires after the configured lifetime, or at `notAfter` (epoch s) if sooner. */
  sign(claims: Omit<TokenClaims, 'iat' | 'exp'>, notAfter?: number): Promise<string>;
  verify(token: string): Promise<TokenClaims>;
  ttlSeconds: number;
}

/**
 * Who a service acts for, as the route read it from its request (`callerOf` in access.ts): the
 * signed-in staff member (null on a public route), the client's address and its user agent.
 */
export interface Caller {
  staff: AuthUser | null;
  ip: string;
  userAgent: string;
}
