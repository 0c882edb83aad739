import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('expires entries after their TTL and evicts the least recently used', () => {
    let now = 0;
    const cache = new TtlCache<string, number>({ maxEntries: 2, now: () => now });
    cache.set('a', 1, 100);
    cache.set('b', 2, 1000);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3, 1000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    now = 100;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
  });

  it('keeps the total weight within bounds', () => {
    const cache = new TtlCache<string, Buffer>({ maxEntries: 100, maxWeight: 10, weigh: (b) => b.length });
    cache.set('a', Buffer.alloc(6), 1000);
    cache.set('b', Buffer.alloc(6), 1000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('shares one load per key and keeps failures out of the cache', async () => {
    const cache = new TtlCache<string, string>({ maxEntries: 10 });
    let loads = 0;
    const load = async () => `v${++loads}`;
    const [x, y] = await Promise.all([cache.getOrLoad('k', load, () => 1000), cache.getOrLoad('k', load, () => 1000)]);
    expect([x, y, loads]).toEqual(['v1', 'v1', 1]);
    await expect(
      cache.getOrLoad(
        'bad',
        () => Promise.reject(new Error('no')),
        () => 1000,
      ),
    ).rejects.toThrow('no');
    expect(await cache.getOrLoad('bad', load, () => 1000)).toBe('v2');
  });
});
