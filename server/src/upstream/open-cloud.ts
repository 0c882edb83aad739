// Roblox Open Cloud's user restrictions: how a ban (and its revoke) reaches the game.
//   PATCH {url}/cloud/v2/universes/{universe}/user-restrictions/{userId}
//   x-api-key: <key>
//   {"gameJoinRestriction": {"active", "duration": "<seconds>s" (absent when permanent), "privateReason", "displayReason", "excludeAltAccounts"}}
// A revoke sends {"gameJoinRestriction": {"active": false}}. The key never appears in a log or an error.
// A redirect is never followed (it would carry the key and the private reason to another host): it
// is a failure that is not retried, so the ban shows as failed, never as applied.
import { fetchWithTimeout, redirectOf } from './fetch';

export interface OpenCloudSettings {
  url: string;
  apiKey: string;
  universeId: string;
  timeoutMs: number;
}

export type GameJoinRestriction =
  { active: true; duration?: string; privateReason: string; displayReason: string; excludeAltAccounts: boolean } | { active: false };

/** A call that did not go through, with the platform's answer; `retryable` for timeouts, network errors, 429 and 5xx. */
export class OpenCloudError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Open Cloud's duration ("86400s") of a restriction from `issuedAt` to `expiresAt`; undefined when permanent. */
export function restrictionDuration(issuedAt: number, expiresAt: number | null): string | undefined {
  return expiresAt === null ? undefined : `${Math.max(1, Math.round((expiresAt - issuedAt) / 1000))}s`;
}

const MAX_ANSWER = 500;

const redact = (text: string, secret: string): string => (secret.length > 0 ? text.split(secret).join('[redacted]') : text);

export async function setGameJoinRestriction(settings: OpenCloudSettings, userId: number, restriction: GameJoinRestriction): Promise<void> {
  const url = `${settings.url}/cloud/v2/universes/${encodeURIComponent(settings.universeId)}/user-restrictions/${encodeURIComponent(String(userId))}`;
  let response: Response;
  try {
    response = await fetchWithTimeout(url, settings.timeoutMs, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': settings.apiKey },
      body: JSON.stringify({ gameJoinRestriction: restriction }),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    const reason = name === 'TimeoutError' || name === 'AbortError' ? `timed out after ${settings.timeoutMs} ms` : 'unreachable';
    throw new OpenCloudError(`Open Cloud ${reason}`, true);
  }
  if (response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return;
  }
  const redirect = redirectOf(response, url);
  if (redirect) {
    await response.body?.cancel().catch(() => undefined);
    throw new OpenCloudError(`Open Cloud answered ${response.status}, ${redirect}; redirects are never followed`, false, response.status);
  }
  const body = await response.text().catch(() => '');
  const answer = redact(body.trim().slice(0, MAX_ANSWER), settings.apiKey);
  const retryable = response.status === 429 || response.status === 408 || response.status >= 500;
  throw new OpenCloudError(`Open Cloud answered ${response.status}${answer ? `: ${answer}` : ''}`, retryable, response.status);
}
