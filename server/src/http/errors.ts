// One error shape for every /api failure: `{success:false, error}` with a fitting status, a
// sentence a person can act on, never a stack trace or HTML.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { invalidFieldMessage, KNOWN_MESSAGES, MESSAGES } from '@staff-console/domain';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** A stable name for a refusal a client acts on (beside the sentence, which may be reworded). */
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const unauthorized = (message: string = MESSAGES.unauthenticated) => new HttpError(401, message);

const CONTEXT_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query parameter',
  params: 'path parameter',
  headers: 'header',
};

type ValidationItem = { instancePath?: string; message?: string };

/** "username: must be …", or the product's own sentence as it is (docs/RULES.md, "Messages"). */
export function validationMessage(items: readonly ValidationItem[], context: string | undefined): string {
  const first = items[0];
  const message = first?.message ?? 'is invalid';
  if (KNOWN_MESSAGES.has(message)) return message;
  const field = (first?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const where = CONTEXT_NAMES[context ?? ''] ?? 'request';
  return field ? invalidFieldMessage(where, field, message) : `Invalid ${where}: ${message}`;
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin shutdown
  '57P02',
  '57P03', // cannot connect now
  '08000',
  '08001',
  '08003',
  '08006',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
]);

/** Errors that mean "the database is not there right now" rather than "this request is wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) return true;
  if (Array.isArray(e.errors) && e.errors.some(isDatabaseUnavailable)) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (shutting down|starting up)/i.test(
    message,
  );
}

const FASTIFY_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MESSAGES.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, MESSAGES.jsonOnly],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, MESSAGES.bodyEmpty],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MESSAGES.bodyNotJson],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, MESSAGES.contentLengthMismatch],
};

/**
 * Sends the error and returns the reply: an async handler must `return sendError(…)` so Fastify
 * waits for this answer instead of sending a second (empty) one when the handler resolves.
 */
export function sendError(reply: FastifyReply, status: number, error: string, headers: Record<string, string> = {}, code?: string): FastifyReply {
  return reply
    .code(status)
    .headers(headers)
    .header('cache-control', 'no-store')
    .send({ success: false, error, ...(code ? { code } : {}) });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) return sendError(reply, error.statusCode, error.message, error.headers, error.code);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 400, validationMessage(error.validation, error.validationContext));
    }
    const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
    if (known) return sendError(reply, known[0], known[1]);
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendError(reply, 400, MESSAGES.bodyNotJson);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(reply, 503, MESSAGES.databaseUnavailable, { 'retry-after': '5' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 429, MESSAGES.tooManyRequests, {});
    if (status >= 400 && status < 500) return sendError(reply, status, error.message || MESSAGES.badRequest);
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, MESSAGES.internalError);
  });
}
