// Collects keys for `windowMs` (or until `maxBatch`) and runs one upstream call per batch, so ids
// asked for by concurrent requests cost one call to the platform; load(key) → the value or undefined.

export interface BatcherOptions<K, V> {
  /** How long to collect keys after the first one arrives. */
  windowMs: number;
  /** Keys per upstream call; a full batch goes at once. */
  maxBatch: number;
  /** One upstream call for these (distinct) keys; keys missing from the map resolve to undefined. */
  run: (keys: K[]) => Promise<ReadonlyMap<K, V>>;
}

interface Waiter<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

export class Batcher<K, V> {
  private pending = new Map<K, Waiter<V>[]>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: BatcherOptions<K, V>) {}

  /** Resolves with the key's value from the batch it joins; rejects when that batch's call fails. */
  load(key: K): Promise<V | undefined> {
    return new Promise<V | undefined>((resolve, reject) => {
      const waiters = this.pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.pending.set(key, [{ resolve, reject }]);
      if (this.pending.size >= this.options.maxBatch) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.options.windowMs);
    });
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = new Map();
    if (batch.size === 0) return;
    let call: Promise<ReadonlyMap<K, V>>;
    try {
      call = this.options.run([...batch.keys()]);
    } catch (error) {
      call = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    call.then(
      (values) => {
        for (const [key, waiters] of batch) for (const w of waiters) w.resolve(values.get(key));
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
      },
    );
  }
}
