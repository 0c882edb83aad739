import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { decodeJwt } from 'jose';
import {
  CheckResponse,
  LoginBody,
  LoginResponse,
  MESSAGES,
  OkResponse,
  PasswordSignInResponse,
  ProfileBody,
  ProfileResponse,
  SessionIdParams,
  SessionsEndedResponse,
  SessionsResponse,
  TokenDiagnostics,
  UserIdParams,
} from '@staff-console/domain';
import { access, audit, staffOf, callerOf } from '../../../http/access';
import { notFound } from '../../../errors/errors';
import { sendError } from '../../../http/errors';
import { toSelf, toUser } from '../accounts/users.mapping';
import { findUserById } from '../accounts/users.repository';
import { checkToken, currentUser, login, updateProfile } from './auth.service';
import { endMySession, endSessionsOf, listMySessions, logout, refreshToken } from './sessions.service';
import { bearerToken } from '../accounts/tokens';

export const authRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  app.post(
    '/api/auth/login',
    {
      config: { access: access.public, audit: audit.writes('login', 'login_failed') },
      schema: { body: LoginBody, response: { 200: PasswordSignInResponse } },
    },
    async (request) => {
      const result = await login(deps, callerOf(request), request.body.username, request.body.password);
      // An account with two-factor answers the second step's handle instead of a token.
      if (result.twoFactorRequired) return { success: false as const, twoFactorRequired: true as const, challenge: result.challenge };
      return { success: true as const, token: result.token, user: result.user };
    },
  );

  app.get(
    '/api/auth/check',
    { config: { access: access.authenticated, beforeTwoFactor: true, beforePasswordChange: true }, schema: { response: { 200: CheckResponse } } },
    async (request) => ({
      success: true as const,
      user: toSelf(await currentUser(deps, staffOf(request).id), staffOf(request).passwordChangeNeeded),
    }),
  );

  for (const url of ['/api/auth/refresh', '/api/auth/refresh-token']) {
    app.post(
      url,
      {
        config: {
          access: access.authenticated,
          beforeTwoFactor: true,
          beforePasswordChange: true,
          audit: audit.exempt('issues a token for the same session; changes nothing'),
        },
        schema: { response: { 200: LoginResponse } },
      },
      async (request) => {
        const row = await currentUser(deps, staffOf(request).id);
        return { success: true as const, token: await refreshToken(deps, row, staffOf(request)), user: toSelf(row, staffOf(request).passwordChangeNeeded) };
      },
    );
  }

  app.post(
    '/api/auth/logout',
    {
      config: { access: access.authenticated, beforeTwoFactor: true, beforePasswordChange: true, audit: audit.writes('logout') },
      schema: { response: { 200: OkResponse } },
    },
    async (request) => {
      await logout(deps, callerOf(request), staffOf(request));
      return { success: true as const, message: MESSAGES.signedOut };
    },
  );

  app.get(
    '/api/auth/sessions',
    { config: { access: access.authenticated, beforeTwoFactor: true }, schema: { response: { 200: SessionsResponse } } },
    async (request) => ({
      success: true as const,
      sessions: await listMySessions(deps, staffOf(request)),
    }),
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      config: { access: access.authenticated, beforeTwoFactor: true, audit: audit.writes('session_ended') },
      schema: { params: SessionIdParams, response: { 200: OkResponse } },
    },
    async (request) => {
      await endMySession(deps, callerOf(request), staffOf(request), request.params.id);
      return { success: true as const, message: MESSAGES.sessionEnded };
    },
  );

  app.put(
    '/api/auth/profile',
    {
      config: {
        access: access.authenticated,
        beforeTwoFactor: true,
        beforePasswordChange: true,
        audit: audit.writes('profile_updated', 'password_changed', 'password_change_failed'),
      },
      schema: { body: ProfileBody, response: { 200: ProfileResponse } },
    },
    async (request) => ({
      success: true as const,
      ...(await updateProfile(deps, callerOf(request), staffOf(request), request.body)),
    }),
  );

  app.delete(
    '/api/auth/users/:id/sessions',
    { config: { access: access.admin, audit: audit.writes('sessions_ended') }, schema: { params: UserIdParams, response: { 200: SessionsEndedResponse } } },
    async (request) => {
      const user = await findUserById(deps.db, request.params.id);
      if (!user) throw notFound(MESSAGES.userNotFound);
      const ended = await endSessionsOf(deps, callerOf(request), user);
      return { success: true as const, ended, message: ended === 1 ? '1 session ended' : `${ended} sessions ended` };
    },
  );

  // Token diagnostics: explains why the presented token is or is not accepted.
  app.get('/api/debug/validate-token', { config: { access: access.diagnostic }, schema: { response: { 200: TokenDiagnostics } } }, async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return sendError(reply, 401, MESSAGES.noToken);
    let payload: Record<string, unknown> = {};
    let decodable = true;
    try {
      payload = decodeJwt(token);
    } catch {
      decodable = false;
    }
    const now = Math.floor(Date.now() / 1000);
    const exp = typeof payload.exp === 'number' ? payload.exp : null;
    const iat = typeof payload.iat === 'number' ? payload.iat : null;
    const result = await checkToken(deps, request.headers.authorization);
    // A valid token's owner spends from their allowance here as on every other route.
    if (result.ok) await app.userRate.check(result.user.id);
    const user = result.ok ? toUser(result.row) : null;
    const reason = result.ok ? null : result.reason;
    const status: TokenDiagnostics['status'] = result.ok ? 'valid' : reason === 'expired' ? 'expired' : 'invalid';
    const error = result.ok ? null : reason === 'missing' ? MESSAGES.noToken : MESSAGES.unauthenticated;
    const diagnostics: TokenDiagnostics = {
      success: result.ok,
      token: `${token.slice(0, 12)}…${token.slice(-6)}`,
      status,
      localStatus: {
        username: typeof payload.username === 'string' ? payload.username : null,
        role: typeof payload.role === 'string' ? payload.role : null,
        permissions: Array.isArray(payload.permissions) ? payload.permissions.filter((p) => typeof p === 'string') : [],
        issuedAt: iat === null ? null : new Date(iat * 1000).toISOString(),
        expiresAt: exp === null ? null : new Date(exp * 1000).toISOString(),
        timeToExpiry: exp === null ? null : exp - now,
        localValidation: !decodable ? MESSAGES.tokenNotDecodable : token.split('.').length !== 3 ? MESSAGES.tokenNotThreeParts : MESSAGES.tokenReadable,
        isExpired: exp !== null && exp <= now,
      },
      serverResponse: { valid: result.ok, reason, user },
      protectedEndpointTest: { status: result.ok ? 200 : 401, ok: result.ok, error },
      authCheckTest: { status: result.ok ? 200 : 401, ok: result.ok, data: user, error },
    };
    return diagnostics;
  });
};
