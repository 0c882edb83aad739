import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
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
import { access, audit, callerOf } from '../../../http/access';
import { sendError } from '../../../http/errors';
import { checkSelf, login, updateProfile } from './auth.service';
import { endMySession, endSessionsOf, listMySessions, logout, refresh } from './sessions.service';
import { diagnoseToken } from './token-diagnostics';
import { bearerToken } from '../accounts/tokens';

/** Open to a session that still has to set up two-factor or change a short password. */
const ownAccount = { access: access.authenticated, beforeTwoFactor: true, beforePasswordChange: true };

export const authRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  app.post(
    '/api/auth/login',
    { config: { access: access.public, audit: audit.writes('login', 'login_failed') }, schema: { body: LoginBody, response: { 200: PasswordSignInResponse } } },
    async (request) => login(deps, callerOf(request), request.body),
  );

  app.get('/api/auth/check', { config: ownAccount, schema: { response: { 200: CheckResponse } } }, async (request) => checkSelf(deps, callerOf(request)));

  for (const url of ['/api/auth/refresh', '/api/auth/refresh-token']) {
    app.post(
      url,
      { config: { ...ownAccount, audit: audit.exempt('issues a token for the same session; changes nothing') }, schema: { response: { 200: LoginResponse } } },
      async (request) => refresh(deps, callerOf(request)),
    );
  }

  app.post('/api/auth/logout', { config: { ...ownAccount, audit: audit.writes('logout') }, schema: { response: { 200: OkResponse } } }, async (request) =>
    logout(deps, callerOf(request)),
  );

  app.get(
    '/api/auth/sessions',
    { config: { access: access.authenticated, beforeTwoFactor: true }, schema: { response: { 200: SessionsResponse } } },
    async (request) => listMySessions(deps, callerOf(request)),
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      config: { access: access.authenticated, beforeTwoFactor: true, audit: audit.writes('session_ended') },
      schema: { params: SessionIdParams, response: { 200: OkResponse } },
    },
    async (request) => endMySession(deps, callerOf(request), request.params.id),
  );

  app.put(
    '/api/auth/profile',
    {
      config: { ...ownAccount, audit: audit.writes('profile_updated', 'password_changed', 'password_change_failed') },
      schema: { body: ProfileBody, response: { 200: ProfileResponse } },
    },
    async (request) => updateProfile(deps, callerOf(request), request.body),
  );

  app.delete(
    '/api/auth/users/:id/sessions',
    { config: { access: access.admin, audit: audit.writes('sessions_ended') }, schema: { params: UserIdParams, response: { 200: SessionsEndedResponse } } },
    async (request) => endSessionsOf(deps, callerOf(request), request.params.id),
  );

  // Token diagnostics: explains why the presented token is or is not accepted.
  app.get('/api/debug/validate-token', { config: { access: access.diagnostic }, schema: { response: { 200: TokenDiagnostics } } }, async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return sendError(reply, 401, MESSAGES.noToken);
    return diagnoseToken(deps, token, (userId) => app.userRate.check(userId));
  });
};
