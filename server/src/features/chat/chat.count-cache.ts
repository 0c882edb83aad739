// Exact totals of a search or a time window cost one row visit per match, which for a common word
// in ten million messages is the slowest part of a request (0.6 s on SQLite, 5 s on PostgreSQL).
// A moderator asks for the same total again and again (each page of one search, another page
// size), while game servers keep adding messages every second. So totals are kept per process
// with the state of the log they were counted at, and brought forward by counting only the rows
// stored since:
// - Chat rows are only ever added, and what a count looks at (name, message, time, hidden) never
//   changes afterwards, so the total at a later state is the earlier total plus the matches among
//   the newer rows.
// - The state is where the log stood in the caller's snapshot: a position (SQLite: the largest
//   `seq`; PostgreSQL: the last chat batch, see db/chat-recent.ts) and the `chat_visible` counter.
// - Bringing a total forward counts the visible rows after the old position too; when they are not
//   exactly the counter's growth (rows stored without a position, or the tracking pruned), the
//   total is counted again from scratch.
import type { Growth, LogState } from '../../db/search/time-log-search';

export interface CountSource<V> {
  /** The total from scratch, in the caller's snapshot. */
  full(): Promise<V>;
  /** What the rows stored after `since` add, in the caller's snapshot. */
  growth(since: LogState): Promise<Growth>;
  /** `value` with `matches` more. */
  add(value: V, matches: number): V;
}

interface Entry<V> {
  state: LogState;
  value: V;
}

const sameState = (a: LogState, b: LogState) => a.position === b.position && a.visible === b.visible;

export class ChatCountCache<V> {
  private readonly entries = new Map<string, Entry<V> & { expiresAt: number }>();
  /**
   * Counts from scratch under way, by key: fifty moderators searching the same word at once share
   * one count, and a request at a newer state brings the shared count forward instead of starting
   * its own.
   */
  private readonly inflight = new Map<string, Promise<Entry<V>>>();

  constructor(
    private readonly maxEntries = 500,
    private readonly ttlMs = 10 * 60_000,
  ) {}

  /** The total for `key` at `state` (the caller's snapshot). Without a state, nothing is kept. */
  async get(key: string, state: LogState | undefined, source: CountSource<V>): Promise<V> {
    if (!state) return source.full();
    let known: Entry<V> | undefined = this.fresh(key);
    // No await unless a count is under way: the first caller must register its count before the next one looks.
    const running = known ? undefined : this.inflight.get(key);
    if (running) known = await running.catch(() => undefined);
    if (known) {
      if (sameState(known.state, state)) return known.value;
      if (known.state.position <= state.position && known.state.visible <= state.visible) {
        const growth = await source.growth(known.state);
        if (growth.visible === state.visible - known.state.visible) {
          const value = source.add(known.value, growth.matches);
          this.keep(key, { state, value });
          return value;
        }
      }
    }
    return this.countFromScratch(key, state, source);
  }

  private fresh(key: string): Entry<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > Date.now()) return entry;
    this.entries.delete(key);
    return undefined;
  }

  private async countFromScratch(key: string, state: LogState, source: CountSource<V>): Promise<V> {
    if (this.inflight.has(key)) return source.full(); // a count at a newer state is under way: not ours to share
    const promise = source.full().then((value) => ({ state, value }));
    this.inflight.set(key, promise);
    try {
      const entry = await promise;
      this.keep(key, entry);
      return entry.value;
    } finally {
      this.inflight.delete(key);
    }
  }

  private keep(key: string, entry: Entry<V>): void {
    const kept = this.entries.get(key);
    // A slower request at an older state must not replace a newer total.
    if (kept && kept.expiresAt > Date.now() && kept.state.position > entry.state.position) return;
    this.entries.delete(key); // most recently used last
    this.entries.set(key, { ...entry, expiresAt: Date.now() + this.ttlMs });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }
}
