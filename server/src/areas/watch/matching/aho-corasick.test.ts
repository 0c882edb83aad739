// The multi-pattern matcher finds exactly the patterns a naive substring test finds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AhoCorasick } from './aho-corasick';

const naive = (patterns: readonly string[], text: string) => new Set(patterns.flatMap((p, i) => (p !== '' && text.includes(p) ? [i] : [])));

describe('AhoCorasick', () => {
  it('finds overlapping, nested and repeated patterns', () => {
    const patterns = ['he', 'she', 'his', 'hers', 'free robux', 'robux', 'x'];
    const ac = new AhoCorasick(patterns);
    expect([...ac.matches('ushers')].sort()).toEqual([0, 1, 3]);
    expect([...ac.matches('get free robux now')].sort()).toEqual([4, 5, 6]);
    expect(ac.matches('nothing here').has(0)).toBe(true);
    expect(ac.matches('abc').size).toBe(0);
    expect(new AhoCorasick([]).matches('anything').size).toBe(0);
    expect(new AhoCorasick(['']).matches('anything').size).toBe(0);
  });

  it('agrees with a naive substring search on random patterns and texts', () => {
    const small = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'é', '😀'), maxLength: 6 });
    fc.assert(
      fc.property(fc.array(small, { maxLength: 12 }), fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'é', '😀'), maxLength: 40 }), (patterns, text) => {
        expect(new AhoCorasick(patterns).matches(text)).toEqual(naive(patterns, text));
      }),
      { numRuns: 500 },
    );
  });

  it('finds each pattern once per scan, scan after scan on one automaton (its scratch is reused)', () => {
    const patterns = ['ab', 'b', 'abc', 'ab'];
    const ac = new AhoCorasick(patterns);
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 20 }), { maxLength: 30 }), (texts) => {
        for (const text of texts) {
          const found = [...ac.scan(text)];
          expect(found).toHaveLength(new Set(found).size);
          expect(new Set(found)).toEqual(naive(patterns, text));
        }
      }),
      { numRuns: 200 },
    );
  });
});
