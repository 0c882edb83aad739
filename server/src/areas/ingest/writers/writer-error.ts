// A write's error as it crosses from the writer thread to the thread that asked: the error handler
// answers by its kind (HttpError), its `statusCode` and its `code` (SQLITE_BUSY: 503), so those
// travel with the sentence, and the asking thread throws an error that is answered the same way.
import { HttpError } from '../../../errors/errors';

export interface WriterError {
  message: string;
  name?: string;
  code?: string;
  statusCode?: number;
  /** An HttpError's headers: its answer is the error's own. */
  httpHeaders?: Record<string, string>;
}

export function describedError(error: unknown): WriterError {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    message: error.message,
    name: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    ...(error instanceof HttpError ? { httpHeaders: error.headers } : {}),
  };
}

export function rebuiltError(described: WriterError): Error {
  const { message, name, code, statusCode, httpHeaders } = described;
  if (httpHeaders && statusCode !== undefined) return new HttpError(statusCode, message, httpHeaders, code);
  const error = new Error(message);
  if (name) error.name = name;
  return Object.assign(error, code === undefined ? {} : { code }, statusCode === undefined ? {} : { statusCode });
}
