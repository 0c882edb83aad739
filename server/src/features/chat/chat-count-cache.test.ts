// The totals cache: a hit at the same version, a recount at a new one, and one shared count for
// callers asking for the same total at the same time.
import { describe, expect, it } from 'vitest';
import { ChatCountCache } from './chat-count-cache';

const deferred = () => {
  let resolve!: (n: number) => void;
  const promise = new Promise<number>((r) => (resolve = r));
  return { promise, resolve };
};

describe('ChatCountCache', () => {
  it('counts once per version and again when the log changes', async () => {
    const cache = new ChatCountCache<number>();
    let counted = 0;
    const count = async () => ++counted;
    expect(await cache.get('trade', 'chat=1', count)).toBe(1);
    expect(await cache.get('trade', 'chat=1', count)).toBe(1);
    expect(await cache.get('trade', 'chat=2', count)).toBe(2);
  });

  it('shares one count among callers asking at once, and forgets it when done', async () => {
    const cache = new ChatCountCache<number>();
    const gate = deferred();
    let calls = 0;
    const slow = () => {
      calls += 1;
      return gate.promise;
    };
    const waiting = Array.from({ length: 50 }, () => cache.get('trade', 'chat=7', slow));
    gate.resolve(42);
    expect(await Promise.all(waiting)).toEqual(Array(50).fill(42));
    expect(calls).toBe(1);
    // A failed count is not shared with later callers.
    const failing = cache.get('sell', 'chat=7', () => Promise.reject(new Error('boom')));
    await expect(failing).rejects.toThrow('boom');
    expect(await cache.get('sell', 'chat=7', async () => 5)).toBe(5);
  });

  it('keeps nothing without a version', async () => {
    const cache = new ChatCountCache<number>();
    let calls = 0;
    await Promise.all([cache.get('x', '', async () => ++calls), cache.get('x', '', async () => ++calls)]);
    expect(calls).toBe(2);
  });
});
