import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type HealthResponse, MESSAGES } from '@staff-console/domain';
import { access } from '../../http/access';

const PING_TIMEOUT_MS = 3000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { config: { access: access.public } }, async (request, reply) => {
    const engine = app.database.engine;
    try {
      await Promise.race([
        sql`select 1`.execute(app.db),
        new Promise((_, reject) => setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS).unref()),
      ]);
      const body: HealthResponse = { success: true, message: MESSAGES.apiRunning, database: { engine, ok: true } };
      return body;
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      const body: HealthResponse = {
        success: false,
        error: MESSAGES.databaseUnavailable,
        suggestion: MESSAGES.databaseSuggestion,
        database: { engine, ok: false },
      };
      return reply.code(503).header('cache-control', 'no-store').send(body);
    }
  });
};
