// The totals cache: a hit at the same state, a total brought forward by the newer rows alone, a
// count from scratch when the newer rows do not account for the counter, and one shared count for
// callers asking at the same time; with a budget, a count that outlives the request and limits on
// how many such counts run at once.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@staff-console/domain';
import { HttpError } from '../errors/errors';
import { CountCache, type CountSource, DEFAULT_COUNT_LIMITS, type Growth, type LogState } from './count-cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

/** A source whose full counts and growths are scripted, recording what was asked. */
function source(full: () => Promise<number>, growth: (since: LogState) => Growth = () => ({ visible: 0, matches: 0 })) {
  const asked = { full: 0, growth: [] as LogState[] };
  const s: CountSource<number> = {
    full: () => {
      asked.full += 1;
      return full();
    },
    growth: async (since) => {
      asked.growth.push(since);
      return growth(since);
    },
    add: (value, matches) => value + matches,
  };
  return { s, asked };
}

const at = (position: number, visible: number): LogState => ({ position, visible });

describe('CountCache', () => {
  it('counts once per state, and brings the total forward by the rows stored since', async () => {
    const cache = new CountCache<number>();
    const { s, asked } = source(
      async () => 100,
      () => ({ visible: 10, matches: 3 }),
    );
    expect(await cache.get('trade', at(5, 1000), s)).toBe(100);
    expect(await cache.get('trade', at(5, 1000), s)).toBe(100);
    expect(asked).toEqual({ full: 1, growth: [] });
    expect(await cache.get('trade', at(6, 1010), s)).toBe(103);
    expect(asked).toEqual({ full: 1, growth: [at(5, 1000)] });
    // The next step starts from the brought-forward total.
    expect(await cache.get('trade', at(7, 1020), s)).toBe(106);
    expect(asked.growth.at(-1)).toEqual(at(6, 1010));
  });

  it('counts from scratch when the newer rows do not account for the counter, or the state went back', async () => {
    const cache = new CountCache<number>();
    let full = 100;
    // Rows stored without a position: the counter grew by 10, the tracked rows by 4.
    const { s, asked } = source(
      async () => full,
      () => ({ visible: 4, matches: 1 }),
    );
    expect(await cache.get('trade', at(5, 1000), s)).toBe(100);
    full = 104;
    expect(await cache.get('trade', at(6, 1010), s)).toBe(104);
    expect(asked.full).toBe(2);
    full = 90;
    expect(await cache.get('trade', at(4, 990), s)).toBe(90);
    expect(asked.full).toBe(3);
    // An older state never replaces the newer total it was counted beside.
    expect(await cache.get('trade', at(6, 1010), s)).toBe(104);
    expect(asked.full).toBe(3);
  });

  it('brings a total forward only at the floor it was counted at', async () => {
    const cache = new CountCache<number>();
    let full = 100;
    const { s, asked } = source(
      async () => full,
      () => ({ visible: 10, matches: 2 }),
    );
    expect(await cache.get('trade', { ...at(5, 1000), floor: 0 }, s)).toBe(100);
    expect(await cache.get('trade', { ...at(6, 1010), floor: 0 }, s)).toBe(102);
    expect(asked.full).toBe(1);
    // The retention job raised the floor: the rows below it left the count, so it is counted again.
    full = 60;
    expect(await cache.get('trade', { ...at(7, 1020), floor: 3_600_000 }, s)).toBe(60);
    expect(asked.full).toBe(2);
    expect(await cache.get('trade', { ...at(8, 1030), floor: 3_600_000 }, s)).toBe(62);
    expect(asked.full).toBe(2);
  });

  it('shares one count among callers asking at once, bringing it forward for newer states', async () => {
    const cache = new CountCache<number>();
    const gate = deferred<number>();
    const { s, asked } = source(
      () => gate.promise,
      () => ({ visible: 1, matches: 1 }),
    );
    const same = Array.from({ length: 50 }, () => cache.get('trade', at(7, 70), s));
    const newer = cache.get('trade', at(8, 71), s);
    gate.resolve(42);
    expect(await Promise.all(same)).toEqual(Array(50).fill(42));
    expect(await newer).toBe(43);
    expect(asked.full).toBe(1);
  });

  it('does not share a failed count with later callers', async () => {
    const cache = new CountCache<number>();
    const failing = source(() => Promise.reject(new Error('boom')));
    await expect(cache.get('sell', at(7, 70), failing.s)).rejects.toThrow('boom');
    expect(await cache.get('sell', at(7, 70), source(async () => 5).s)).toBe(5);
  });

  it('keeps nothing without a state', async () => {
    const cache = new CountCache<number>();
    let calls = 0;
    const { s } = source(async () => ++calls);
    await Promise.all([cache.get('x', undefined, s), cache.get('x', undefined, s)]);
    expect(await cache.get('x', undefined, s)).toBe(3);
  });

  describe('with a budget', () => {
    const budget = (owner = 'mod-1') => ({ ms: 20, owner });
    /** A source whose detached counts wait for their gates, at the given state. */
    function detachedSource(state: LogState) {
      const gates: { resolve: (n: number) => void }[] = [];
      let started = 0;
      const s: CountSource<number> = {
        full: () => Promise.reject(new Error('a budgeted count must not run in the request')),
        growth: async () => ({ visible: 0, matches: 0 }),
        add: (value, matches) => value + matches,
        detached: () => {
          started += 1;
          const gate = deferred<number>();
          gates.push(gate);
          return gate.promise.then((value) => ({ state, value }));
        },
      };
      return { s, gates, started: () => started };
    }
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: unknown) => error as { statusCode: number; message: string; headers: Record<string, string> },
      );

    it('answers 503 with Retry-After past the budget, and keeps the count for the next request', async () => {
      const cache = new CountCache<number>();
      const { s, gates, started } = detachedSource(at(5, 500));
      expect(await refusal(cache.get('trade', at(5, 500), s, budget()))).toMatchObject({
        statusCode: 503,
        message: MESSAGES.stillCounting,
        headers: { 'retry-after': '1' },
      });
      // Asked again while it still runs: the same count, still not done.
      expect(await refusal(cache.get('TRADE'.toLowerCase(), at(5, 500), s, budget()))).toMatchObject({ statusCode: 503 });
      gates[0]!.resolve(77);
      await new Promise((r) => setTimeout(r, 0));
      expect(await cache.get('trade', at(5, 500), s, budget())).toBe(77);
      expect(await cache.get('trade', at(6, 500), s, budget())).toBe(77);
      expect(started()).toBe(1);
    });

    it('answers at once when the count is done within the budget', async () => {
      const cache = new CountCache<number>();
      const { s, gates } = detachedSource(at(5, 500));
      const asked = cache.get('sell', at(5, 500), s, { ms: 5_000, owner: 'mod-1' });
      gates[0]!.resolve(3);
      expect(await asked).toBe(3);
    });

    it('prepares a total before the request takes its snapshot: waits for the count, then the snapshot brings it forward', async () => {
      const cache = new CountCache<number>();
      const { s, gates, started } = detachedSource(at(5, 500));
      const preparing = cache.prepare('trade', s.detached!, { ms: 5_000, owner: 'mod-1' });
      gates[0]!.resolve(40);
      await preparing;
      // The snapshot opened after the count: the newer rows are added, nothing is counted again.
      expect(await cache.get('trade', at(6, 500), s, budget())).toBe(40);
      await cache.prepare('trade', s.detached!, budget());
      expect(started()).toBe(1);
      // Late: 503, and the count goes on for the next request.
      expect(await refusal(cache.prepare('sell', s.detached!, budget()))).toMatchObject({ statusCode: 503 });
      expect(started()).toBe(2);
    });

    it('gives every waiter the refusal of a count refused with a sentence, and gives it again for a minute without counting', async () => {
      const cache = new CountCache<number>();
      let started = 0;
      const tooBroad = new HttpError(400, 'Add letters or digits to the search.');
      const failing = (error: Error) => () => {
        started += 1;
        return new Promise<never>((_, reject) => setTimeout(() => reject(error), 5));
      };
      const long = { ms: 1_000, owner: 'mod-1' };
      const waiting = await Promise.all([refusal(cache.prepare('!!!', failing(tooBroad), long)), refusal(cache.prepare('!!!', failing(tooBroad), long))]);
      expect(waiting).toEqual([tooBroad, tooBroad]);
      expect(await refusal(cache.prepare('!!!', failing(tooBroad), long))).toBe(tooBroad);
      expect(started).toBe(1);
      // A failure that says nothing about the search (the database went away) is not remembered: the next request counts again.
      expect(await refusal(cache.prepare('trade', failing(new Error('connection lost')), long))).toMatchObject({ statusCode: 503 });
      expect(await refusal(cache.prepare('trade', failing(new Error('connection lost')), long))).toMatchObject({ statusCode: 503 });
      expect(started).toBe(3);
    });

    it('runs one count per staff member, a few at once in the process, the rest in turn; 429 past the queue', async () => {
      expect(DEFAULT_COUNT_LIMITS.perOwner).toBe(1);
      const cache = new CountCache<number>(500, 60_000, { perOwner: 1, running: 2, waiting: 1 });
      const { s, gates, started } = detachedSource(at(5, 500));
      const ask = (key: string, owner: string) => refusal(cache.get(key, at(5, 500), s, budget(owner)));
      expect(await ask('a', 'mod-1')).toMatchObject({ statusCode: 503 });
      expect(await ask('a-more', 'mod-1')).toMatchObject({ statusCode: 429, message: MESSAGES.tooManyCounts });
      // The same search is the same count, whoever asks.
      expect(await ask('a', 'mod-2')).toMatchObject({ statusCode: 503 });
      expect(await ask('b', 'mod-2')).toMatchObject({ statusCode: 503 });
      expect(started()).toBe(2);
      // Both places taken: the next count waits its turn (still 503), and the one after is refused.
      expect(await ask('c', 'mod-3')).toMatchObject({ statusCode: 503 });
      expect(started()).toBe(2);
      expect(await ask('d', 'mod-4')).toMatchObject({ statusCode: 429, message: MESSAGES.countsBusy });
      // A count that is done hands its place on: the waiting one starts, and its owner may count again once it is done.
      gates[0]!.resolve(1);
      await new Promise((r) => setTimeout(r, 0));
      expect(started()).toBe(3);
      expect(await ask('a-more', 'mod-1')).toMatchObject({ statusCode: 503 });
    });
  });
});
