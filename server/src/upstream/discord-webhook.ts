// Posting a message to a Discord webhook. The webhook URL carries Discord's token, so no error
// message here ever contains it: only the status, Discord's own `message`, and how long to wait.
// A redirect is never followed (it would take the post past DISCORD_WEBHOOK_HOSTS): it is a failure
// that is not retried.
import { fetchWithTimeout, redirectOf } from './fetch';

export interface DiscordEmbed {
  title: string;
  description: string;
  url?: string;
  timestamp: string;
  fields: { name: string; value: string; inline?: boolean }[];
}

/** A post that did not go through: `retryable` for timeouts, network errors, 429 and 5xx; `retryAfterMs` from a 429. */
export class DiscordWebhookError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** Discord's 429 body: `{"retry_after": seconds, …}`; else the Retry-After header (seconds). */
function retryAfterMs(body: unknown, header: string | null): number | undefined {
  const seconds =
    body && typeof body === 'object' && typeof (body as { retry_after?: unknown }).retry_after === 'number'
      ? (body as { retry_after: number }).retry_after
      : header !== null && Number.isFinite(Number(header))
        ? Number(header)
        : undefined;
  return seconds === undefined || seconds < 0 ? undefined : Math.ceil(seconds * 1000);
}

/**
 * After a post that used up the webhook's allowance (`X-RateLimit-Remaining: 0`), how long until
 * it is refilled (`X-RateLimit-Reset-After`, seconds); undefined while posts remain.
 */
function exhaustedForMs(headers: Headers): number | undefined {
  if (headers.get('x-ratelimit-remaining') !== '0') return undefined;
  const seconds = Number(headers.get('x-ratelimit-reset-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds * 1000) : undefined;
}

/** Posts the embeds; answers how long the webhook wants no further post (its rate limit), if it said so. */
export async function postToWebhook(url: string, embeds: readonly DiscordEmbed[], timeoutMs: number): Promise<{ holdMs?: number }> {
  let response: Response;
  try {
    response = await fetchWithTimeout(url, timeoutMs, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ embeds, allowed_mentions: { parse: [] } }),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new DiscordWebhookError(timedOut ? 'Discord did not answer in time' : 'Discord could not be reached', true);
  }
  if (response.ok) {
    await response.body?.cancel();
    const holdMs = exhaustedForMs(response.headers);
    return holdMs === undefined ? {} : { holdMs };
  }
  const redirect = redirectOf(response, url);
  if (redirect) {
    await response.body?.cancel().catch(() => undefined);
    // The URL's own host is Discord's (or the fake's); only where it pointed is named.
    throw new DiscordWebhookError(`Discord answered ${response.status}, ${redirect}; redirects are never followed`, false);
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const said =
    body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
      ? `: ${(body as { message: string }).message.slice(0, 200)}`
      : '';
  const status = response.status;
  if (status === 429)
    throw new DiscordWebhookError(`Discord answered 429 (rate limited)${said}`, true, retryAfterMs(body, response.headers.get('retry-after')));
  throw new DiscordWebhookError(`Discord answered ${status}${said}`, status === 408 || status >= 500);
}
