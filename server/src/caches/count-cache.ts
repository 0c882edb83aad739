// Exact totals of a search or a time window cost one row visit per match, which for a common word
// in ten million messages is the slowest part of a request (0.6 s on SQLite, 5 s on PostgreSQL),
// and for a common item name among two million marketplace entries most of one (50 ms on SQLite).
// A moderator asks for the same total again and again (each page of one search, another page
// size), while game servers keep adding rows every second. So totals are kept per process with
// the state of the log they were counted at, and brought forward by counting only the rows stored
// since:
// - Log rows are only added (the retention job's deletions are caught below), and what a count
//   looks at (names, message, item names, time, hidden) never changes afterwards, so the total at a
//   later state is the earlier total plus the matches among the newer rows.
// - The state is where the log stood in the caller's snapshot: a position (SQLite: the largest
//   `seq`; PostgreSQL chat: the last chat batch, see areas/logs/chat/chat-recent.ts) and a counter (chat's
//   visible messages; the stored trades or marketplace entries).
// - Bringing a total forward counts the counted rows after the old position too; when they are not
//   exactly the counter's growth (rows stored without a position, the tracking pruned, or rows
//   deleted by the retention job), the total is counted again from scratch.
// - With a budget (PostgreSQL, where a common word takes seconds to count), a count from scratch
//   runs in its own snapshot and outlives the request: a request waits for it at most the budget,
//   then is answered 503 with Retry-After, and the screen asks again; the finished count is kept
//   for every later request. Such counts are limited per staff member (429); in the process they
//   take turns, a few at a time, so they never hold every core.
// - A request waits for its count before it opens its snapshot (`prepare`), so waiting holds no
//   database connection; a count the database refuses (a search too broad to count) is that
//   refusal for every waiter, and for a minute after.
import { availableParallelism } from 'node:os';
import { MESSAGES } from '@staff-console/domain';
import { HttpError } from '../errors/errors';

/**
 * Where a log stands in a snapshot: a position (the largest `seq` on SQLite; the last batch of a
 * log that numbers its batches on PostgreSQL) and the counter of the rows a total counts among.
 */
export interface LogState {
  position: number;
  visible: number;
  /**
   * Where the log's retention floor stood (chat: rows older than it are deleted or being deleted,
   * and no total counts them; see areas/logs/chat/chat-floor.ts). `visible` counts the rows at or above it, so
   * the retention job deleting below it changes no state; a total is only brought forward at the
   * floor it was counted at.
   */
  floor?: number;
}

/**
 * What the rows stored after some state add: rows the counter counts, and what they add to a
 * total (a number of matches; for values other than a number, what the value needs, such as
 * matches per hour).
 */
export interface Growth<D = number> {
  visible: number;
  matches: D;
}

export interface CountSource<V, D = number> {
  /** The total from scratch, in the caller's snapshot. */
  full(): Promise<V>;
  /** What the rows stored after `since` add, in the caller's snapshot. */
  growth(since: LogState): Promise<Growth<D>>;
  /** `value` with `matches` more. */
  add(value: V, matches: D): V;
  /** The total from scratch in a snapshot of its own, with that snapshot's state (for counts with a budget). */
  detached?: () => Promise<{ state: LogState; value: V }>;
}

/** How long a request waits for a count from scratch, and on whose behalf it counts. */
export interface CountBudget {
  ms: number;
  owner: string;
}

/** How many counts from scratch (with a budget) run or wait at once. */
export interface CountLimits {
  /** Per staff member, running or waiting: more get 429 (their own searches, theirs to wait for). */
  perOwner: number;
  /** Running at once in this process: each takes a core for seconds. */
  running: number;
  /** Waiting for a place to run (answered 503 and asked again, like a count under way); more get 429. */
  waiting: number;
}

/**
 * One count per staff member; half the cores count at once (one on two cores), so searches never
 * take the core that sign-ins and the other screens need; fifty more wait their turn.
 */
export const DEFAULT_COUNT_LIMITS: CountLimits = { perOwner: 1, running: Math.max(1, Math.floor(availableParallelism() / 2)), waiting: 50 };

/** How long a count refused with a sentence is answered with that refusal without counting again. */
const REFUSAL_KEPT_MS = 60_000;

/** A count the database refused for a reason that holds on a second try (4xx, not 429). */
const isRefusal = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 429;

/** 503 with Retry-After: the screen asks again in a second (a count under way, or the log's state moving under the request). */
export const stillCounting = () => new HttpError(503, MESSAGES.stillCounting, { 'retry-after': '1' });

interface Entry<V> {
  state: LogState;
  value: V;
}

const sameFloor = (a: LogState, b: LogState) => (a.floor ?? 0) === (b.floor ?? 0);
const sameState = (a: LogState, b: LogState) => a.position === b.position && a.visible === b.visible && sameFloor(a, b);

export class CountCache<V, D = number> {
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
    private readonly limits: CountLimits = DEFAULT_COUNT_LIMITS,
  ) {}

  /** The total for `key` at `state` (the caller's snapshot). Without a state, nothing is kept. */
  async get(key: string, state: LogState | undefined, source: CountSource<V, D>, budget?: CountBudget): Promise<V> {
    if (!state) return source.full();
    let known: Entry<V> | undefined = this.fresh(key);
    // No await unless a count is under way: the first caller must register its count before the next one looks.
    const running = known ? undefined : this.inflight.get(key);
    if (running) known = budget ? await this.waitWithin(running, budget) : await running.catch(() => undefined);
    if (known) {
      if (sameState(known.state, state)) return known.value;
      if (sameFloor(known.state, state) && known.state.position <= state.position && known.state.visible <= state.visible) {
        const growth = await source.growth(known.state);
        if (growth.visible === state.visible - known.state.visible) {
          const value = source.add(known.value, growth.matches);
          this.keep(key, { state, value });
          return value;
        }
      }
    }
    if (budget && source.detached) {
      this.throwIfRefused(key);
      const entry = await this.waitWithin(this.countDetached(key, source.detached, budget), budget);
      if (entry && sameState(entry.state, state)) return entry.value;
      // Counted at a newer state than this request's snapshot: the next request brings it forward.
      throw stillCounting();
    }
    return this.countFromScratch(key, state, source);
  }

  /**
   * Before the request opens its snapshot (and takes a connection for it): when `key` has no fresh
   * total, starts the count from scratch in its own snapshot, or joins the one under way, and waits
   * for it within the budget: 503 when it is late, the count's own refusal when it was refused.
   * The request's snapshot then only brings the kept total forward. Waiting here holds no
   * connection, so fifty requests waiting on one count leave the pool to everyone else.
   */
  async prepare(key: string, detached: () => Promise<Entry<V>>, budget: CountBudget): Promise<void> {
    if (this.fresh(key)) return;
    this.throwIfRefused(key);
    const entry = await this.waitWithin(this.inflight.get(key) ?? this.countDetached(key, detached, budget), budget);
    // A count that failed for a passing reason (the database restarting): the screen asks again.
    if (!entry) throw stillCounting();
  }

  /**
   * The count under way, or a 503 (with Retry-After) when it is not done within the budget;
   * undefined when it failed. A count refused with a sentence (a search too broad to count) is
   * that refusal, for every request waiting on it and for a minute after.
   */
  private async waitWithin(running: Promise<Entry<V>>, budget: CountBudget): Promise<Entry<V> | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), budget.ms)));
    try {
      const outcome = await Promise.race([running.catch((error: unknown) => (isRefusal(error) ? error : undefined)), late]);
      if (outcome === 'late') throw stillCounting();
      if (outcome instanceof HttpError) throw outcome;
      return outcome;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Counts refused with a sentence, by key: asked again within a minute, the refusal comes back without a count. */
  private readonly refused = new Map<string, { error: HttpError; until: number }>();

  private throwIfRefused(key: string): void {
    const refusal = this.refused.get(key);
    if (!refusal) return;
    if (refusal.until > Date.now()) throw refusal.error;
    this.refused.delete(key);
  }

  private readonly detachedByOwner = new Map<string, number>();
  private detachedRunning = 0;
  private readonly detachedWaiting: (() => void)[] = [];

  /** A place to run a count: now (undefined), or a turn when one frees (first come, first served). */
  private place(): Promise<void> | undefined {
    if (this.detachedRunning < this.limits.running) {
      this.detachedRunning += 1;
      return undefined;
    }
    if (this.detachedWaiting.length >= this.limits.waiting) throw new HttpError(429, MESSAGES.countsBusy, { 'retry-after': '2' });
    return new Promise((resolve) => this.detachedWaiting.push(resolve));
  }

  /** A finished count hands its place to the first one waiting. */
  private freePlace(): void {
    const next = this.detachedWaiting.shift();
    if (next) next();
    else this.detachedRunning -= 1;
  }

  /** Starts a count from scratch in its own snapshot (when a place is free), kept when it finishes, whoever is still waiting. */
  private countDetached(key: string, detached: () => Promise<Entry<V>>, budget: CountBudget): Promise<Entry<V>> {
    const running = this.inflight.get(key);
    if (running) return running;
    const owned = this.detachedByOwner.get(budget.owner) ?? 0;
    if (owned >= this.limits.perOwner) throw new HttpError(429, MESSAGES.tooManyCounts, { 'retry-after': '2' });
    const turn = this.place();
    this.detachedByOwner.set(budget.owner, owned + 1);
    const promise = (turn ? turn.then(detached) : detached()).finally(() => {
      this.inflight.delete(key);
      this.freePlace();
      const left = (this.detachedByOwner.get(budget.owner) ?? 1) - 1;
      if (left <= 0) this.detachedByOwner.delete(budget.owner);
      else this.detachedByOwner.set(budget.owner, left);
    });
    promise.then(
      (entry) => this.keep(key, entry),
      (error: unknown) => {
        if (!isRefusal(error)) return;
        this.refused.set(key, { error, until: Date.now() + REFUSAL_KEPT_MS });
        for (const oldest of this.refused.keys()) {
          if (this.refused.size <= this.maxEntries) break;
          this.refused.delete(oldest);
        }
      },
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

  private async countFromScratch(key: string, state: LogState, source: CountSource<V, D>): Promise<V> {
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
