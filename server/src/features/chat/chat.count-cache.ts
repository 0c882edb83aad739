// Exact totals of a search or a time window cost one row visit per match, which for a common word
// in ten million messages is the slowest part of a request (0.6 s on SQLite, 5 s on PostgreSQL).
// A moderator asks for the same total again and again (each page of one search, another page
// size), while game servers keep adding messages every second. So totals are kept per process
// with the state of the log they were counted at, and brought forward by counting only the rows
// stored since:
// - Chat rows are only added (the retention job's deletions are caught below), and what a count
//   looks at (name, message, time, hidden) never changes afterwards, so the total at a later state
//   is the earlier total plus the matches among the newer rows.
// - The state is where the log stood in the caller's snapshot: a position (SQLite: the largest
//   `seq`; PostgreSQL: the last chat batch, see db/chat-recent.ts) and the `chat_visible` counter.
// - Bringing a total forward counts the visible rows after the old position too; when they are not
//   exactly the counter's growth (rows stored without a position, the tracking pruned, or visible
//   rows deleted by the retention job), the total is counted again from scratch.
// - With a budget (PostgreSQL, where a common word takes seconds to count), a count from scratch
//   runs in its own snapshot and outlives the request: a request waits for it at most the budget,
//   then is answered 503 with Retry-After, and the screen asks again; the finished count is kept
//   for every later request. Such counts are limited per staff member and per process (429).
import { MESSAGES } from '@staff-console/domain';
import type { Growth, LogState } from '../../db/search/time-log-search';
import { HttpError } from '../../http/errors';

export interface CountSource<V> {
  /** The total from scratch, in the caller's snapshot. */
  full(): Promise<V>;
  /** What the rows stored after `since` add, in the caller's snapshot. */
  growth(since: LogState): Promise<Growth>;
  /** `value` with `matches` more. */
  add(value: V, matches: number): V;
  /** The total from scratch in a snapshot of its own, with that snapshot's state (for counts with a budget). */
  detached?: () => Promise<{ state: LogState; value: V }>;
}

/** How long a request waits for a count from scratch, and on whose behalf it counts. */
export interface CountBudget {
  ms: number;
  owner: string;
}

/** Counts from scratch with a budget running at once: per staff member, and in this process. */
export const COUNTS_PER_OWNER = 2;
export const COUNTS_PER_PROCESS = 4;

const stillCounting = () => new HttpError(503, MESSAGES.stillCounting, { 'retry-after': '1' });

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
  async get(key: string, state: LogState | undefined, source: CountSource<V>, budget?: CountBudget): Promise<V> {
    if (!state) return source.full();
    let known: Entry<V> | undefined = this.fresh(key);
    // No await unless a count is under way: the first caller must register its count before the next one looks.
    const running = known ? undefined : this.inflight.get(key);
    if (running) known = budget ? await this.waitWithin(running, budget) : await running.catch(() => undefined);
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
    if (budget && source.detached) {
      const entry = await this.waitWithin(this.countDetached(key, source.detached, budget), budget);
      if (entry && sameState(entry.state, state)) return entry.value;
      // Counted at a newer state than this request's snapshot: the next request brings it forward.
      throw stillCounting();
    }
    return this.countFromScratch(key, state, source);
  }

  /** The count under way, or a 503 (with Retry-After) when it is not done within the budget; undefined when it failed. */
  private async waitWithin(running: Promise<Entry<V>>, budget: CountBudget): Promise<Entry<V> | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), budget.ms)));
    try {
      const outcome = await Promise.race([running.catch(() => undefined), late]);
      if (outcome === 'late') throw stillCounting();
      return outcome;
    } finally {
      clearTimeout(timer);
    }
  }

  private readonly detachedByOwner = new Map<string, number>();
  private detachedRunning = 0;

  /** Starts a count from scratch in its own snapshot, kept when it finishes, whoever is still waiting. */
  private countDetached(key: string, detached: () => Promise<Entry<V>>, budget: CountBudget): Promise<Entry<V>> {
    const running = this.inflight.get(key);
    if (running) return running;
    const owned = this.detachedByOwner.get(budget.owner) ?? 0;
    if (owned >= COUNTS_PER_OWNER) throw new HttpError(429, MESSAGES.tooManyCounts, { 'retry-after': '2' });
    if (this.detachedRunning >= COUNTS_PER_PROCESS) throw new HttpError(429, MESSAGES.countsBusy, { 'retry-after': '2' });
    this.detachedByOwner.set(budget.owner, owned + 1);
    this.detachedRunning += 1;
    const promise = detached().finally(() => {
      this.inflight.delete(key);
      this.detachedRunning -= 1;
      const left = (this.detachedByOwner.get(budget.owner) ?? 1) - 1;
      if (left <= 0) this.detachedByOwner.delete(budget.owner);
      else this.detachedByOwner.set(budget.owner, left);
    });
    promise.then(
      (entry) => this.keep(key, entry),
      () => undefined,
    );
    this.inflight.set(key, promise);
    return promise;
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
