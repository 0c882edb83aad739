// Exact totals of a search or a time window cost one row visit per match, which for a common word
// in ten million messages is the slowest part of a request. A moderator asks for the same total
// again and again (each page of one search, the same player's name with another page size), so
// totals are kept per process, keyed by the log's version: the `chat` and `chat_visible`
// counters, which ingestion bumps in the same transaction as every insert. Chat rows are only
// ever added (their name, message, time and hidden flag never change afterwards), so an equal
// version means an equal set of rows and an equal total; any insert makes every entry stale.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export class ChatCountCache<V> {
  private readonly entries = new Map<string, { version: string; value: V; expiresAt: number }>();
  /**
   * Counts under way, by key and version: fifty moderators searching the same word at once share
   * one count instead of running fifty (an equal version means an equal set of rows).
   */
  private readonly inflight = new Map<string, Promise<V>>();

  constructor(
    private readonly maxEntries = 500,
    private readonly ttlMs = 10 * 60_000,
  ) {}

  /** The cached value for this key at this version, else `compute()`. Without a version, nothing is kept. */
  async get(key: string, version: string, compute: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    this.entries.delete(key);
    if (entry && entry.version === version && entry.expiresAt > Date.now()) {
      this.entries.set(key, entry); // most recently used last
      return entry.value;
    }
    const flight = `${key}\u0000${version}`;
    const running = version ? this.inflight.get(flight) : undefined;
    if (running) return running;
    const promise = compute();
    if (version) {
      this.inflight.set(flight, promise);
      promise.then(
        () => this.inflight.delete(flight),
        () => this.inflight.delete(flight),
      );
    }
    const value = await promise;
    if (version) {
      this.entries.set(key, { version, value, expiresAt: Date.now() + this.ttlMs });
      for (const oldest of this.entries.keys()) {
        if (this.entries.size <= this.maxEntries) break;
        this.entries.delete(oldest);
      }
    }
    return value;
  }
}

/** The log's version as of the caller's snapshot. */
export async function chatVersion(db: Kysely<DB>): Promise<string> {
  const rows = await db.selectFrom('counters').select(['name', 'value']).where('name', 'in', ['chat', 'chat_visible']).orderBy('name').execute();
  return rows.map((r) => `${r.name}=${Number(r.value)}`).join(',');
}
