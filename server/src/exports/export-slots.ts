// Exports per user at once. An export streams a whole log in keyset chunks: each is cheap, but a
// user starting dozens at once would keep the database busy for everyone, so a user holds at most
// EXPORTS_PER_USER running exports (in this process); another is answered 429 until one ends.
import type { Readable } from 'node:stream';
import { tooManyExportsMessage } from '@staff-console/domain';
import { HttpError } from '../errors/errors';

export const EXPORTS_PER_USER = 2;

export const TOO_MANY_EXPORTS = tooManyExportsMessage(EXPORTS_PER_USER);

export class ExportSlots {
  private readonly running = new Map<string, number>();

  constructor(private readonly perUser = EXPORTS_PER_USER) {}

  /** Takes a slot for `userId` (synchronously, so concurrent requests cannot both see a free one), or throws 429. */
  take(userId: string): () => void {
    const held = this.running.get(userId) ?? 0;
    if (held >= this.perUser) throw new HttpError(429, TOO_MANY_EXPORTS, { 'retry-after': '10' });
    this.running.set(userId, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const now = (this.running.get(userId) ?? 1) - 1;
      if (now <= 0) this.running.delete(userId);
      else this.running.set(userId, now);
    };
  }

  /** Holds the slot until the download ends, fails or is cut off by the client. */
  static releaseWhenDone(stream: Readable, release: () => void): void {
    stream.once('close', release);
    stream.once('error', release);
    stream.once('end', release);
  }
}
