// GET /metrics (Prometheus' text format), for a scraper holding METRICS_TOKEN: without the setting
// the path does not exist (404); a missing or wrong token is a 401. The token is compared in
// constant time (both sides hashed first, so their lengths give nothing away either).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@staff-console/domain';
import { sendError } from '../../../http/errors';
import type { ConsoleMetrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(header?.trim() ?? '');
  return timingSafeEqual(digest(match?.[1]?.trim() ?? ''), digest(token)) && match !== null;
}

/** Counts every answer by route pattern, and serves the registry to whoever holds the token. */
export function registerMetrics(app: FastifyInstance, metrics: ConsoleMetrics | undefined, token: string | undefined): void {
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      metrics.request(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    });
  }
  app.get('/metrics', async (request, reply) => {
    if (!metrics || !token) return sendError(reply, 404, MESSAGES.notFound);
    if (!bearerMatches(request.headers.authorization, token)) {
      return sendError(reply, 401, MESSAGES.metricsTokenRequired, { 'www-authenticate': 'Bearer realm="metrics"' });
    }
    const text = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
