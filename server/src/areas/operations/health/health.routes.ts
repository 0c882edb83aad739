// Health for load balancers and the web's start-up check, public: up or not, and why not. How the
// server is built (the database engine, the schema's state) is for administrators only, at
// /api/health/details: the public answer gives an attacker nothing to pick exploits by.
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { ErrorResponse, HealthDetails, HealthResponse, MESSAGES, ReadyResponse } from '@staff-console/domain';
import { pendingMigrations } from '../../../db/migrations/index';
import { access } from '../../../http/access';

const PING_TIMEOUT_MS = 3000;

// A 503 is the route's own answer, or the generic error body when the database fails before the handler runs.
const healthAnswers = { 200: HealthResponse, 503: HealthResponse.or(ErrorResponse) };
const detailsAnswers = { 200: HealthDetails, 503: HealthDetails.or(ErrorResponse) };
const readyAnswers = { 200: ReadyResponse, 503: ReadyResponse.or(ErrorResponse) };

/** `work`, or a rejection once the ping timeout has passed (a database that hangs is not ready). */
function withinPingTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export const healthRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  app.get('/api/health', { config: { access: access.public }, schema: { response: healthAnswers } }, async (request, reply) => {
    try {
      await withinPingTimeout(sql`select 1`.execute(deps.db));
      const body: HealthResponse = { success: true, message: MESSAGES.apiRunning, database: { ok: true } };
      return body;
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      const body: HealthResponse = { success: false, error: MESSAGES.databaseUnavailable, suggestion: MESSAGES.databaseSuggestion, database: { ok: false } };
      return reply.code(503).header('cache-control', 'no-store').send(body);
    }
  });

  app.get('/api/health/details', { config: { access: access.admin }, schema: { response: detailsAnswers } }, async (request, reply) => {
    const engine = deps.database.engine;
    let pending: string[];
    try {
      pending = await withinPingTimeout(pendingMigrations(deps.database));
    } catch (error) {
      request.log.warn({ err: error }, 'health details: database unreachable');
      const body: HealthDetails = { success: false, error: MESSAGES.databaseUnavailable, database: { engine, ok: false } };
      return reply.code(503).header('retry-after', '5').send(body);
    }
    const body: HealthDetails = { success: true, message: MESSAGES.apiRunning, database: { engine, ok: true, pendingMigrations: pending.length } };
    return body;
  });

  // For load balancers and orchestrators: send traffic here only once the database answers and its
  // schema is this build's. Asked again on every call, so it recovers without a restart.
  app.get('/api/ready', { config: { access: access.public }, schema: { response: readyAnswers } }, async (request, reply) => {
    let pending: string[];
    try {
      pending = await withinPingTimeout(pendingMigrations(deps.database));
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unreachable');
      const body: ReadyResponse = { success: false, error: MESSAGES.databaseUnavailable, database: { ok: false } };
      return reply.code(503).header('retry-after', '5').send(body);
    }
    if (pending.length > 0) {
      const body: ReadyResponse = { success: false, error: MESSAGES.migrationsPending, database: { ok: true, pendingMigrations: pending.length } };
      return reply.code(503).header('retry-after', '5').send(body);
    }
    const body: ReadyResponse = { success: true, message: MESSAGES.ready, database: { ok: true, pendingMigrations: 0 } };
    return body;
  });
};
