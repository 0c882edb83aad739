// The session as every screen sees it. The provider (areas/staff/auth/auth-provider.tsx) fills it;
// screens and the layout read it through useAuth() without importing the auth feature.
import { createContext, useContext } from 'react';
import type { LoginBody, Permission, User } from '@staff-console/domain';
import { can, isAdmin, permissionSubject, shownEmail } from '@staff-console/domain';

export type AuthStatus = 'checking' | 'authenticated' | 'unauthenticated';
/** Why the session ended: a logout must not remember the page as a post-login target. */
export type EndReason = 'none' | 'logout' | 'expired';

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  token: string | null;
  /** The user came from the token payload because the server could not be asked (docs/RULES.md, "Sign-in and sessions"). */
  degraded: boolean;
  endReason: EndReason;
  /** The login flow; rejects with an Error whose message is one of the login messages (docs/RULES.md, "Messages"). */
  login: (credentials: LoginBody) => Promise<User>;
  /** Ends the session; goes to /login unless `redirect` is false (diagnostics pages stay put). */
  logout: (options?: { redirect?: boolean }) => void;
  /** Stores a token the server just issued (login, refresh, password change). */
  setSession: (token: string, user: User) => void;
  updateUser: (user: User) => void;
  /** Throttled (3 s), cached auth check; on 401 the session ends and the app goes to /login. */
  verifySession: () => Promise<void>;
  /** POST /api/auth/refresh; stores the new token. */
  refreshToken: () => Promise<void>;
  /** The second step of a two-factor sign-in (after login rejected with the challenge); like login otherwise. */
  loginWithCode: (step: { challenge: string; code: string }) => Promise<User>;
  /** The auth check now, not throttled: after a change to the user's own two-factor state or role. */
  recheckSession: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** Whether the signed-in user holds a permission; outside a session (a component rendered on its own), never. */
export function useCan(permission: Permission): boolean {
  return can(permissionSubject(useContext(AuthContext)?.user), permission);
}

export const userIsAdmin = (user: User | null): boolean => isAdmin(permissionSubject(user));

/** Profile display name, top-level display name, username, 'User' (docs/RULES.md, "Screens and routes"). */
export function displayNameOf(user: Pick<User, 'profile' | 'displayName' | 'username'> | null): string {
  const candidates = [user?.profile?.displayName, user?.displayName, user?.username];
  for (const c of candidates) if (c && c.trim() !== '') return c.trim();
  return 'User';
}

/** The address to show: '' for none and for the placeholder an account created without one gets. */
export const emailOf = (user: Pick<User, 'profile' | 'email'> | null): string => shownEmail((user?.profile?.email || user?.email || '').trim());

export const initialOf = (name: string): string => (name.trim()[0] ?? 'U').toUpperCase();

/** Role text for the account block: 'Administrator' for admins, else the role, else 'User'. */
export function roleLabel(user: User | null, admin: boolean, roleText: string): string {
  if (admin) return 'Administrator';
  const text = roleText.trim();
  if (!user || text === '') return 'User';
  return text.charAt(0).toUpperCase() + text.slice(1);
}
