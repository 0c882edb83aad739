// Route guards (docs/RULES.md, "Screens and routes"): "Verifying access...", the redirect to /login that remembers the target,
// and the permission check that shows Access Denied.
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { can, permissionSubject } from '@staff-console/domain';
import type { Permission } from '@staff-console/domain';
import { AccessDenied } from '../../../components/access-denied';
import { FullScreenLoader } from '../../../components/full-screen-loader';
import { useAuth } from '../../../lib/auth-context';
import { UI } from '../../../lib/messages';
import { saveRedirectTarget } from '../../../lib/session-flags';
import { needsPasswordChange, needsTwoFactorSetup, TWO_FACTOR_SETUP_PATH } from '../../../lib/two-factor-gate';

function RedirectToLogin({ remember }: { remember: boolean }) {
  const location = useLocation();
  const from = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    if (remember) saveRedirectTarget(from);
  }, [from, remember]);
  return <Navigate to="/login" replace state={{ from: remember ? from : '/' }} />;
}

/** Signed-in users only; re-checks the session (throttled) on every navigation. */
export function RequireAuth() {
  const { status, endReason, verifySession, user } = useAuth();
  const { pathname } = useLocation();
  useEffect(() => {
    if (status === 'authenticated') void verifySession();
  }, [status, pathname, verifySession]);

  switch (status) {
    case 'checking':
      return <FullScreenLoader label={UI.verifyingAccess} />;
    case 'unauthenticated':
      return <RedirectToLogin remember={endReason !== 'logout'} />;
    case 'authenticated':
      // A role that requires two-factor keeps its members on the profile until they set it up; a
      // password below the minimum keeps them there until they change it.
      return (needsTwoFactorSetup(user) || needsPasswordChange(user)) && pathname !== TWO_FACTOR_SETUP_PATH ? (
        <Navigate to={TWO_FACTOR_SETUP_PATH} replace />
      ) : (
        <Outlet />
      );
  }
}

/** The page, or Access Denied when the user lacks `permission`. */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { user } = useAuth();
  return can(permissionSubject(user), permission) ? <>{children}</> : <AccessDenied />;
}

/** The page, or Access Denied when the user holds none of `permissions`. */
export function RequireAnyPermission({ permissions, children }: { permissions: readonly Permission[]; children: ReactNode }) {
  const { user } = useAuth();
  const subject = permissionSubject(user);
  return permissions.some((p) => can(subject, p)) ? <>{children}</> : <AccessDenied />;
}
