// The public page's two calls, with plain fetch: no token, no staff API client. Every answer comes
// back as a value the page shows: the body, the server's sentence, or how long to wait.
import type { AppealLookupResponse, SubmitAppealResponse } from '@staff-console/domain';
import { APPEAL_PAGE } from './appeal-messages';

export type PublicResult<T> =
  | { ok: true; data: T }
  /** retryMinutes: set on 429, read from Retry-After. */
  | { ok: false; status: number; message: string; retryMinutes?: number };

/** Minutes to wait from a Retry-After header (seconds, or an HTTP date); at least one. */
export function retryMinutes(header: string | null, now = Date.now()): number {
  if (!header) return 1;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header.trim()) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds / 60)) : 1;
}

async function post<T>(path: string, body: unknown): Promise<PublicResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    return { ok: false, status: 0, message: APPEAL_PAGE.offline };
  }
  const json = (await response.json().catch(() => null)) as { error?: unknown } | null;
  if (response.status === 429) {
    const minutes = retryMinutes(response.headers.get('retry-after'));
    return { ok: false, status: 429, message: APPEAL_PAGE.tooManyTries(minutes), retryMinutes: minutes };
  }
  if (!response.ok || json === null) {
    const sentence = json && typeof json.error === 'string' && json.error !== '' ? json.error : APPEAL_PAGE.failed;
    return { ok: false, status: response.status, message: sentence };
  }
  return { ok: true, data: json as T };
}

export const lookUpCode = (code: string) => post<AppealLookupResponse>('/api/appeals/lookup', { code });

export const sendAppeal = (body: { code: string; text: string; contact?: string }) => post<SubmitAppealResponse>('/api/appeals', body);
