// Refusals of callers who are not signed in, summarised per address, route and minute: the first
// refusal writes the entry, later ones raise its count and add the name tried (the first 20
// distinct names are kept). The growing count is written at most once a second, and once more
// when the server stops.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { type ActionEntry, type Actor, recordAction, updateActionDetails } from '../../../action-log/record';

const MINUTE_MS = 60_000;
/** A summary keeps this many of the names tried; the count goes on. */
export const SUMMARY_NAMES = 20;
/** A summary's growing count is written at most this often. */
const WRITE_EVERY_MS = 1_000;

interface Summary {
  entry: ActionEntry;
  count: number;
  usernames: string[];
  inserted: Promise<string | null>;
  timer: NodeJS.Timeout | null;
}

export class RefusalSummaries {
  private minute = -1;
  private readonly current = new Map<string, Summary>();
  private readonly waiting = new Set<Summary>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Counts one refusal under `key` (address, route and kind). */
  async add(key: string, actor: Actor, entry: ActionEntry, now = Date.now()): Promise<void> {
    const minute = Math.floor(now / MINUTE_MS);
    if (minute !== this.minute) {
      this.minute = minute;
      this.current.clear();
    }
    const existing = this.current.get(key);
    if (existing) {
      existing.count += 1;
      if (existing.usernames.length < SUMMARY_NAMES && !existing.usernames.includes(actor.username)) existing.usernames.push(actor.username);
      this.schedule(existing);
      return;
    }
    const summary: Summary = { entry, count: 1, usernames: [actor.username], inserted: Promise.resolve(null), timer: null };
    summary.inserted = recordAction(this.db, actor, { ...entry, details: detailsOf(summary) }).catch((error: unknown) => {
      this.onError(error);
      return null;
    });
    this.current.set(key, summary);
    await summary.inserted;
  }

  /** Writes every summary whose count grew since it was last written. */
  async flush(): Promise<void> {
    const pending = [...this.waiting];
    for (const summary of pending) if (summary.timer) clearTimeout(summary.timer);
    await Promise.all(pending.map((summary) => this.write(summary)));
  }

  private schedule(summary: Summary): void {
    if (summary.timer) return;
    this.waiting.add(summary);
    summary.timer = setTimeout(() => void this.write(summary), WRITE_EVERY_MS);
    summary.timer.unref();
  }

  private async write(summary: Summary): Promise<void> {
    summary.timer = null;
    this.waiting.delete(summary);
    const id = await summary.inserted;
    if (id === null) return;
    try {
      await updateActionDetails(this.db, id, detailsOf(summary));
    } catch (error) {
      this.onError(error);
    }
  }
}

const detailsOf = (summary: Summary): Record<string, unknown> => ({
  ...summary.entry.details,
  count: summary.count,
  usernames: summary.usernames,
});
