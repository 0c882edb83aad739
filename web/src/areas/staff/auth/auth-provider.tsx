// The session (docs/RULES.md, "Sign-in and sessions"): start-up checks, the throttled auth check, the background refresh and the
// 401 handling. Screens read it through useAuth() (lib/auth-context.ts).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginBody, LoginTwoFactorBody, User } from '@staff-console/domain';
import { AuthContext } from '../../../lib/auth-context';
import type { AuthContextValue, AuthStatus, EndReason } from '../../../lib/auth-context';
import { isUnauthorized } from '../../../lib/api-client';
import { onSessionRejected } from '../../../lib/auth-events';
import { decodeToken, isUsableToken, secondsRemaining } from '../../../lib/jwt';
import {
  REDIRECTING_FLAG,
  REFRESHING_FLAG,
  clearAuthFlags,
  clearFlag,
  clearRedirectTarget,
  hasFlag,
  saveRedirectTarget,
  setFlag,
} from '../../../lib/session-flags';
import { tokenStore } from '../../../lib/token-store';
import type { TokenStore } from '../../../lib/token-store';
import { authKeys, getAuthCheck, postLogin, postLoginTwoFactor, postLogout, postRefresh } from './auth-api';
import { performLogin, performTwoFactorLogin } from './login-flow';
import { useRefusalWatch } from '../../../lib/two-factor-gate';

export const AUTH_CHECK_THROTTLE_MS = 3_000;
export const STARTUP_ATTEMPTS = 3;
export const STARTUP_RETRY_DELAY_MS = 1_000;
export const BACKGROUND_CHECK_MS = 300_000;
export const REFRESH_BELOW_SECONDS = 1_800;
export const REDIRECT_GUARD_MS = 3_000;
const REFRESH_FLAG_MAX_AGE_MS = 60_000;

/**
 * The auth check, throttled and cached: within 3 s of the last answer the cached user is returned,
 * and concurrent callers share one request (TanStack Query's staleTime and de-duplication).
 */
export function checkAuth(queryClient: QueryClient, options: { force?: boolean } = {}): Promise<User> {
  return queryClient.fetchQuery({
    queryKey: authKeys.check,
    queryFn: ({ signal }) => getAuthCheck(signal),
    staleTime: options.force ? 0 : AUTH_CHECK_THROTTLE_MS,
    retry: false,
    meta: { skipAuthRedirect: true },
  });
}

/** When the server cannot be asked, the user inside the token payload (docs/RULES.md, "Sign-in and sessions"). */
export function userFromToken(token: string): User | null {
  const claims = decodeToken(token);
  if (!claims?.id || !claims.username) return null;
  const permissions = claims.permissions ?? [];
  const role = claims.role ?? '';
  return {
    _id: claims.id,
    id: claims.id,
    username: claims.username,
    displayName: claims.username,
    email: '',
    role,
    roleName: role,
    permissions,
    effectivePermissions: permissions,
    active: true,
    createdAt: claims.iat ? new Date(claims.iat * 1000).toISOString() : '',
    profile: { displayName: claims.username, email: '' },
  };
}

interface SessionState {
  status: AuthStatus;
  user: User | null;
  token: string | null;
  degraded: boolean;
  endReason: EndReason;
}

const signedOut = (endReason: EndReason): SessionState => ({ status: 'unauthenticated', user: null, token: null, degraded: false, endReason });

function initialState(store: TokenStore): SessionState {
  const token = store.get();
  if (!token) return signedOut('none');
  if (!isUsableToken(token)) {
    store.clear();
    return signedOut('expired');
  }
  return { status: 'checking', user: null, token, degraded: false, endReason: 'none' };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<SessionState>(() => initialState(tokenStore));
  const guardTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Forget everything cached for the previous session (keeps the connectivity check). */
  const resetUserData = useCallback(() => {
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'health' });
  }, [queryClient]);

  /** A 401: clear the token and go to /login, unless already there or mid-redirect (docs/RULES.md, "Sign-in and sessions"). */
  const endSession = useCallback(() => {
    tokenStore.clear();
    queryClient.removeQueries({ queryKey: authKeys.all });
    if (window.location.pathname === '/login' || hasFlag(REDIRECTING_FLAG, REDIRECT_GUARD_MS)) return;
    const from = currentPath();
    saveRedirectTarget(from);
    setFlag(REDIRECTING_FLAG);
    clearTimeout(guardTimer.current);
    guardTimer.current = setTimeout(() => clearFlag(REDIRECTING_FLAG), REDIRECT_GUARD_MS);
    setState(signedOut('expired'));
    void navigate('/login', { replace: true, state: { from } });
  }, [navigate, queryClient]);

  useEffect(() => onSessionRejected(endSession), [endSession]);
  useEffect(() => () => clearTimeout(guardTimer.current), []);

  const setSession = useCallback(
    (token: string, user: User) => {
      tokenStore.set(token);
      queryClient.setQueryData(authKeys.check, user);
      setState({ status: 'authenticated', user, token, degraded: false, endReason: 'none' });
    },
    [queryClient],
  );

  const updateUser = useCallback(
    (user: User) => {
      queryClient.setQueryData(authKeys.check, user);
      setState((s) => (s.status === 'authenticated' ? { ...s, user, degraded: false } : s));
    },
    [queryClient],
  );

  const checkSession = useCallback(
    async (force: boolean) => {
      if (hasFlag(REDIRECTING_FLAG, REDIRECT_GUARD_MS) || !tokenStore.get()) return;
      try {
        const user = await checkAuth(queryClient, { force });
        setState((s) => (s.status !== 'authenticated' || (s.user === user && !s.degraded) ? s : { ...s, user, degraded: false }));
      } catch (e) {
        if (isUnauthorized(e)) endSession();
        // Other failures (timeouts, a restarting server) keep the session; the next check decides.
      }
    },
    [endSession, queryClient],
  );
  const verifySession = useCallback(() => checkSession(false), [checkSession]);
  const recheckSession = useCallback(() => checkSession(true), [checkSession]);
  useRefusalWatch(queryClient, recheckSession);

  const refreshMutation = useMutation({
    mutationFn: postRefresh,
    meta: { skipAuthRedirect: true },
    onMutate: () => setFlag(REFRESHING_FLAG),
    onSettled: () => clearFlag(REFRESHING_FLAG),
    onSuccess: (res) => setSession(res.token, res.user),
    onError: (e) => {
      if (isUnauthorized(e)) endSession();
    },
  });
  const refreshAsync = refreshMutation.mutateAsync;
  const refreshToken = useCallback(async () => {
    await refreshAsync();
  }, [refreshAsync]);

  // Start-up: up to 3 checks 1 s apart, then the token payload (docs/RULES.md, "Sign-in and sessions").
  const checkingToken = state.status === 'checking' ? state.token : null;
  useEffect(() => {
    if (!checkingToken) return;
    let cancelled = false;
    void (async () => {
      for (let attempt = 1; attempt <= STARTUP_ATTEMPTS; attempt++) {
        try {
          const user = await checkAuth(queryClient, { force: attempt > 1 });
          if (!cancelled) setState({ status: 'authenticated', user, token: checkingToken, degraded: false, endReason: 'none' });
          return;
        } catch (e) {
          if (cancelled) return;
          if (isUnauthorized(e)) {
            tokenStore.clear();
            setState(signedOut('expired'));
            return;
          }
        }
        if (attempt < STARTUP_ATTEMPTS) await sleep(STARTUP_RETRY_DELAY_MS);
        if (cancelled) return;
      }
      const user = userFromToken(checkingToken);
      if (user) setState({ status: 'authenticated', user, token: checkingToken, degraded: true, endReason: 'none' });
      else {
        tokenStore.clear();
        setState(signedOut('expired'));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [checkingToken, queryClient]);

  // Every 5 minutes: check the session, and refresh a token with under 30 minutes left.
  const authenticated = state.status === 'authenticated';
  useEffect(() => {
    if (!authenticated) return;
    const tick = async () => {
      await verifySession();
      const token = tokenStore.get();
      const left = secondsRemaining(decodeToken(token));
      if (token && left !== null && left < REFRESH_BELOW_SECONDS && !hasFlag(REFRESHING_FLAG, REFRESH_FLAG_MAX_AGE_MS)) {
        await refreshToken().catch(() => undefined);
      }
    };
    const id = setInterval(() => void tick(), BACKGROUND_CHECK_MS);
    return () => clearInterval(id);
  }, [authenticated, refreshToken, verifySession]);

  const startSession = useCallback(
    (token: string, user: User) => {
      resetUserData();
      clearAuthFlags();
      setSession(token, user);
      return user;
    },
    [resetUserData, setSession],
  );
  const login = useCallback(
    async (credentials: LoginBody) => {
      const { token, user } = await performLogin(credentials, { request: postLogin, store: tokenStore });
      return startSession(token, user);
    },
    [startSession],
  );
  const loginWithCode = useCallback(
    async (step: LoginTwoFactorBody) => {
      const { token, user } = await performTwoFactorLogin(step, { request: postLoginTwoFactor, store: tokenStore });
      return startSession(token, user);
    },
    [startSession],
  );

  const logout = useCallback(
    (options: { redirect?: boolean } = {}) => {
      const token = tokenStore.get();
      if (token) postLogout(token);
      tokenStore.clear();
      clearRedirectTarget();
      clearAuthFlags();
      resetUserData();
      setState(signedOut('logout'));
      if (options.redirect !== false) void navigate('/login', { replace: true });
    },
    [navigate, resetUserData],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login, logout, setSession, updateUser, verifySession, refreshToken, loginWithCode, recheckSession }),
    [state, login, logout, setSession, updateUser, verifySession, refreshToken, loginWithCode, recheckSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
