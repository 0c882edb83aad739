// How fast one staff member's requests are served: a token bucket per signed-in user (in this
// process). Screens send a handful of requests at a time and a person reads between them, so a
// burst of BURST_SECONDS of the rate is always allowed; a script or a stuck tab sending requests
// back to back is answered 429 with Retry-After once the bucket is empty, so one account cannot
// hold the server's event loop and the database away from everyone else.
// A refusal is answered after a short delay: a client that retries at once (a loop, not a person)
// is slowed to a few refusals a second, each costing a timer rather than work.
import { MESSAGES } from '@staff-console/domain';
import { HttpError } from '../errors/errors';

/** Seconds of the rate a user may spend at once (a screen opening many panels, a fast reader). */
const BURST_SECONDS = 5;
/** How long a refusal is held before it is sent. */
export const REFUSAL_DELAY_MS = 250;

interface Bucket {
  tokens: number;
  at: number;
}

export class UserRequestRate {
  /** By user id: only signed-in staff reach it, so it holds at most one entry per account. */
  private readonly buckets = new Map<string, Bucket>();
  private readonly burst: number;

  /** `perSecond` 0 turns the limit off (a load test's clients, say). */
  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.burst = perSecond * BURST_SECONDS;
  }

  /** Spends one request of `userId`'s allowance, or returns the seconds until the next one. */
  take(userId: string): number | undefined {
    if (this.perSecond <= 0) return undefined;
    const now = this.now();
    const bucket = this.buckets.get(userId) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    this.buckets.set(userId, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return undefined;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.perSecond));
  }

  /** Throws the 429 (after the refusal delay) when `userId` has spent their allowance. */
  async check(userId: string): Promise<void> {
    const retryAfter = this.take(userId);
    if (retryAfter === undefined) return;
    await new Promise((resolve) => setTimeout(resolve, REFUSAL_DELAY_MS));
    throw new HttpError(429, MESSAGES.userTooFast, { 'retry-after': String(retryAfter) });
  }
}
