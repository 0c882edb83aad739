// An in-memory LRU bounded by entries (and optionally by weight) with a TTL per entry: what the game
// platform answered, and the player timeline's totals. getOrLoad(key, load, ttlFor) shares one
// in-flight load per key. Correctness never depends on it: it only spares the platform and our
// latency.

interface Entry<V> {
  value: V;
  expiresAt: number;
  weight: number;
}

export interface TtlCacheOptions<V> {
  maxEntries: number;
  /** With `weigh`, evicts the least recently used entries until the total weight fits. */
  maxWeight?: number;
  weigh?: (value: V) => number;
  now?: () => number;
}

export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly loading = new Map<K, Promise<V>>();
  private weight = 0;

  constructor(private readonly options: TtlCacheOptions<V>) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.remove(key);
    if (entry.expiresAt <= this.now()) return undefined;
    this.entries.set(key, entry); // most recently used goes last
    this.weight += entry.weight;
    return entry.value;
  }

  set(key: K, value: V, ttlMs: number): void {
    this.remove(key);
    if (ttlMs <= 0) return;
    const weight = this.options.weigh?.(value) ?? 0;
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs, weight });
    this.weight += weight;
    const maxWeight = this.options.maxWeight ?? Infinity;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries && this.weight <= maxWeight) break;
      this.remove(oldest);
    }
  }

  delete(key: K): void {
    this.remove(key);
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  /** The cached value, else one shared `load()` per key whose result is kept for `ttlFor(value)` ms. */
  getOrLoad(key: K, load: () => Promise<V>, ttlFor: (value: V) => number): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const inFlight = this.loading.get(key);
    if (inFlight) return inFlight;
    const promise = load()
      .then((value) => {
        this.set(key, value, ttlFor(value));
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }

  private remove(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }
}
