// The error kinds services and shared layers throw: a status and a sentence a person can act on.
// No web framework here: http/errors.ts turns them into replies, so any layer may throw them.
import { MESSAGES } from '@staff-console/domain/messages';

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
