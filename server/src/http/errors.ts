// One error shape for every /api failure: `{success:false, error}` with a fitting status, a
// sentence a person can act on, never a stack trace or HTML.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { invalidFieldMessage, KNOWN_MESSAGES, MESSAGES } from '@staff-console/domain';
import { HttpError, isDatabaseUnavailable } from '../errors/errors';

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
