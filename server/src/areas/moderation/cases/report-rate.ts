// How many case reports one staff member may have rendered: a report reads up to a few hundred
// rows and renders up to its size bound, far more than a screen's request, so it has an allowance
// of its own on top of the per-user request limit (http/user-rate.ts), as exports have slots:
// REPORTS_PER_MINUTE, all of which may be spent at once. A script asking for reports back to back
// is answered 429 with Retry-After, so one view-only account cannot keep the server busy.
import { MESSAGES } from '@staff-console/domain';
import { HttpError } from '../../../errors/errors';

export const REPORTS_PER_MINUTE = 10;
const WINDOW_MS = 60_000;

interface Bucket {
  tokens: number;
  at: number;
}

export class ReportRate {
  /** By user id: only signed-in staff reach it, so it holds at most one entry per account. */
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly perMinute = REPORTS_PER_MINUTE,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Spends one report of `userId`'s allowance, or throws 429 with the seconds until the next one. */
  take(userId: string): void {
    const now = this.now();
    const bucket = this.buckets.get(userId) ?? { tokens: this.perMinute, at: now };
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + ((now - bucket.at) / WINDOW_MS) * this.perMinute);
    bucket.at = now;
    this.buckets.set(userId, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return;
    }
    const seconds = Math.max(1, Math.ceil(((1 - bucket.tokens) * WINDOW_MS) / this.perMinute / 1000));
    throw new HttpError(429, MESSAGES.caseReportsTooFast, { 'retry-after': String(seconds) });
  }
}
