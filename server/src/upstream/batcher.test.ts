import { describe, expect, it } from 'vitest';
import { Batcher } from './batcher';

describe('Batcher', () => {
  it('collects keys for the window and splits at maxBatch', async () => {
    const calls: number[][] = [];
    const batcher = new Batcher<number, string>({
      windowMs: 20,
      maxBatch: 3,
      run: async (keys) => {
        calls.push(keys);
        return new Map(keys.filter((k) => k !== 4).map((k) => [k, `v${k}`]));
      },
    });
    const values = await Promise.all([1, 2, 2, 3, 4, 5].map((k) => batcher.load(k)));
    expect(values).toEqual(['v1', 'v2', 'v2', 'v3', undefined, 'v5']);
    expect(calls).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('rejects every waiter of a failed batch', async () => {
    const batcher = new Batcher<number, string>({ windowMs: 5, maxBatch: 10, run: () => Promise.reject(new Error('down')) });
    const results = await Promise.allSettled([batcher.load(1), batcher.load(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
