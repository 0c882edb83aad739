// PostgreSQL text cannot hold NUL (\0), and SQLite would store it silently: so that both engines
// behave alike, any NUL in the path, query or a JSON body string is refused as bad input, before
// it reaches a query.
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@staff-console/domain';
import { badRequest } from '../errors/errors';

export const NUL_MESSAGE = MESSAGES.textHasNul;

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value as Record<string, unknown>).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.includes('\u0000') || request.url.toLowerCase().includes('%00')) throw badRequest(NUL_MESSAGE);
  });
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && hasNul(request.body)) throw badRequest(NUL_MESSAGE);
  });
}
