// Who may call what. Every /api route declares its access in `config.access`; the server decides
// on every request from the user's current role and permissions in the database.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, MESSAGES, type Permission, permissionSubject } from '@staff-console/domain';
import type { AuthUser, Caller } from './auth.types';
import { forbidden, HttpError, unauthorized } from '../errors/errors';
import type { UserRequestRate } from './user-rate';

export type Access =
  | { kind: 'public' }
  /** Any signed-in, active staff member. */
  | { kind: 'authenticated' }
  /** Needs this permission (administrators pass every check). */
  | { kind: 'permission'; permission: Permission }
  /** Needs at least one of these permissions. */
  | { kind: 'any'; permissions: Permission[] }
  /** Needs every one of these permissions (a route that shows two kinds of evidence at once). */
  | { kind: 'all'; permissions: Permission[] }
  /** Game servers with an ingest key (X-Ingest-Key), not staff tokens. */
  | { kind: 'ingest' }
  /** Token diagnostics: needs a bearer token (401 without) and reports on it, valid or not. */
  | { kind: 'diagnostic' };

export const access = {
  public: { kind: 'public' } as Access,
  authenticated: { kind: 'authenticated' } as Access,
  admin: { kind: 'permission', permission: 'admin' } as Access,
  ingest: { kind: 'ingest' } as Access,
  diagnostic: { kind: 'diagnostic' } as Access,
  permission: (permission: Permission): Access => ({ kind: 'permission', permission }),
  any: (...permissions: Permission[]): Access => ({ kind: 'any', permissions }),
  all: (...permissions: Permission[]): Access => ({ kind: 'all', permissions }),
};

/**
 * What a mutating route writes to the action log: the actions it may record, or why it records
 * none. The audit-coverage test reads these and checks each declared route really writes one.
 */
export type AuditDeclaration = { actions: string[] } | { exempt: string };

export const audit = {
  writes: (...actions: string[]): AuditDeclaration => ({ actions }),
  exempt: (reason: string): AuditDeclaration => ({ exempt: reason }),
};

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  audit?: AuditDeclaration;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    audit?: AuditDeclaration;
    /** Open to a user whose role requires two-factor before they have set it up (their profile, sign-out). */
    beforeTwoFactor?: boolean;
    /** Open to a session that signed in with a password below the minimum (its profile, sign-out). */
    beforePasswordChange?: boolean;
  }
  interface FastifyRequest {
    staff: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access (the authorisation matrix test reads it). */
    apiRoutes: ApiRoute[];
    /** The per-user request limit (token diagnostics spend from it once the token is known). */
    userRate: UserRequestRate;
  }
}

export type Authenticate = (request: FastifyRequest) => Promise<AuthUser>;

export function registerAccessControl(app: FastifyInstance, authenticate: Authenticate, rate: UserRequestRate): void {
  app.decorateRequest('staff', null);
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.decorate('userRate', rate);

  // A route under /api without a declared access is a programming error: refuse to start.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const config = route.config;
    const declared = config?.access;
    if (!declared) throw new Error(`Route ${route.method.toString()} ${route.url} declares no access.`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access: declared, ...(config?.audit ? { audit: config.audit } : {}) });
    }
  });

  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule || rule.kind === 'public' || rule.kind === 'ingest' || rule.kind === 'diagnostic') return;
    const user = await authenticate(request);
    request.staff = user;
    await rate.check(user.id);
    if (user.passwordChangeNeeded && !request.routeOptions.config.beforePasswordChange)
      throw new HttpError(403, MESSAGES.passwordChangeRequired, {}, 'password_change_required');
    if (user.twoFactorSetupNeeded && !request.routeOptions.config.beforeTwoFactor)
      throw new HttpError(403, MESSAGES.twoFactorSetupRequired, {}, 'two_factor_setup_required');
    const subject = permissionSubject(user);
    switch (rule.kind) {
      case 'authenticated':
        return;
      case 'permission':
        if (!can(subject, rule.permission)) throw forbidden(rule.permission === 'admin' ? MESSAGES.adminOnly : MESSAGES.forbidden);
        return;
      case 'any':
        if (!rule.permissions.some((p) => can(subject, p))) throw forbidden();
        return;
      case 'all':
        if (!rule.permissions.every((p) => can(subject, p))) throw forbidden();
        return;
    }
  });
}

/** The signed-in user of a route that declared a staff access (from its request or its caller). */
export function staffOf(from: { staff: AuthUser | null }): AuthUser {
  if (!from.staff) throw unauthorized();
  return from.staff;
}

/** What a service needs to know of the request it acts for. */
export function callerOf(request: FastifyRequest): Caller {
  return { staff: request.staff, ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
}
