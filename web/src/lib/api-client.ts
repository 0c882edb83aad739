// The one place that talks HTTP to /api. It attaches the token, applies the 50 s timeout and turns
// every failure into an ApiError. It never redirects or notifies: 401 handling is the auth layer's
// (areas/staff/auth), reached through the query cache (app/providers.tsx).
import type { z } from 'zod';
import { API_REQUEST_TIMEOUT_MS } from '@staff-console/domain';
import { UI } from './messages';
import { tokenStore } from './token-store';

export const REQUEST_TIMEOUT_MS = API_REQUEST_TIMEOUT_MS;

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number | null,
    /** The parsed JSON body, when there was one. */
    readonly body: unknown,
    /** The raw body text, when there was one. */
    readonly rawBody: string | null,
    /** Whether the request carried a token (a 401 then means the session ended). */
    readonly sentToken: boolean,
  ) {
    super(message);
  }

  /** The server's own sentence (`error`, else `message`), when it sent one. */
  get serverMessage(): string | null {
    const b = this.body as { error?: unknown; message?: unknown } | null;
    if (b && typeof b === 'object') {
      if (typeof b.error === 'string' && b.error !== '') return b.error;
      if (typeof b.message === 'string' && b.message !== '') return b.message;
    }
    return null;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
export const isUnauthorized = (e: unknown): boolean => isApiError(e) && e.status === 401;

/** The server's text first (docs/RULES.md, "Messages"), else the given fallback. */
export function errorText(e: unknown, fallback: string): string {
  return (isApiError(e) && e.kind === 'http' && e.serverMessage) || fallback;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Defaults to the stored token; null sends none. */
  token?: string | null;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The successful body as text, not JSON (a printable page such as a case report). */
  text?: boolean;
  /** Validates a successful body; a mismatch is an 'invalid-response' error. */
  schema?: z.ZodType<T>;
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, timeoutMs = REQUEST_TIMEOUT_MS, signal, schema } = options;
  const token = options.token === undefined ? tokenStore.get() : options.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  if (signal?.aborted) controller.abort();

  let response: Response;
  let text: string;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    text = await response.text();
  } catch (cause) {
    if (timedOut) throw new ApiError('The server did not answer in time.', 'timeout', null, null, null, Boolean(token));
    if (signal?.aborted) throw cause;
    throw new ApiError('The server could not be reached.', 'network', null, null, null, Boolean(token));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }

  let parsed: unknown = undefined;
  let isJson = false;
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
      isJson = true;
    } catch {
      isJson = false;
    }
  }

  if (!response.ok) {
    const err = new ApiError('', 'http', response.status, isJson ? parsed : null, text, Boolean(token));
    const message = err.serverMessage ?? (text && !isJson ? text.slice(0, 300) : `Request failed with status ${response.status}`);
    throw Object.assign(err, { message });
  }
  if (options.text) return text as T;
  if (!isJson) {
    throw new ApiError('The server sent a response that is not JSON.', 'invalid-response', response.status, null, text, Boolean(token));
  }
  if (schema) {
    const result = schema.safeParse(parsed);
    if (!result.success) {
      throw new ApiError(UI.unexpectedResponse, 'invalid-response', response.status, parsed, text, Boolean(token));
    }
    return result.data;
  }
  return parsed as T;
}
