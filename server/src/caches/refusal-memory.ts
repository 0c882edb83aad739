// What a throttle keeps in this process's memory beside the counts in its database: the turns
// that serialise calls for one key before they take a connection (a burst waits in memory, one
// call at a time, instead of holding every connection of the pool while it waits for the
// database's lock, which still orders it against other processes), and the refusals of the last
// moments (the rest of a burst is refused without a database round trip). Used by the sign-in
// throttle and the public appeal page's limits.

/** Calls for the same key run one after another, in the order they came. */
export class KeyedTurns {
  private readonly turns = new Map<string, Promise<unknown>>();

  async inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.turns.get(key) ?? Promise.resolve();
    const run = previous.then(work, work);
    const done = run.then(
      () => undefined,
      () => undefined,
    );
    this.turns.set(key, done);
    void done.then(() => {
      if (this.turns.get(key) === done) this.turns.delete(key);
    });
    return run;
  }
}

/**
 * Refusals remembered for `keptMs` each: short, because the database may lift one (the window
 * passing, an administrator's reset) and another process's calls are only seen there.
 */
export class RefusalMemory {
  /** Refused keys, oldest first (each is moved to the end when refused again). */
  private readonly refused = new Map<string, { until: number; retryAt: number }>();

  constructor(private readonly keptMs: number) {}

  /** Remembers that `key` was refused until `retryAt` (epoch ms). */
  remember(key: string, retryAt: number): void {
    const now = Date.now();
    // Forget the expired ones from the oldest end: a spray of many keys costs each call only what expired.
    for (const [oldest, refusal] of this.refused) {
      if (refusal.until > now) break;
      this.refused.delete(oldest);
    }
    this.refused.delete(key);
    this.refused.set(key, { until: now + this.keptMs, retryAt });
  }

  /** Forgets the refusals of the keys that match. */
  forget(matches: (key: string) => boolean): void {
    for (const key of this.refused.keys()) if (matches(key)) this.refused.delete(key);
  }

  /** When `key` may be tried again, if it was refused moments ago; else null. */
  retryAt(key: string): number | null {
    const refusal = this.refused.get(key);
    return refusal && refusal.until > Date.now() ? refusal.retryAt : null;
  }
}

/** Seconds from now until `retryAt`, at least 1: a Retry-After header's value. */
export const secondsUntil = (retryAt: number, now = Date.now()): number => Math.max(1, Math.ceil((retryAt - now) / 1000));
