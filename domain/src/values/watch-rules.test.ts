import { describe, expect, it } from 'vitest';
import { foldForSearch, isLopsidedFor, itemKey, LOPSIDED_WATCH_DEFAULTS } from './watch-rules';

describe('watch rule values', () => {
  it('calls a trade lopsided at the ratio and the difference, from either side', () => {
    const d = LOPSIDED_WATCH_DEFAULTS;
    expect(isLopsidedFor(15_000, 3_000, d)).toBe(true); // 5× and 12,000 more
    expect(isLopsidedFor(3_000, 15_000, d)).toBe(true);
    expect(isLopsidedFor(14_999, 3_000, d)).toBe(false); // under 5×
    expect(isLopsidedFor(12_500, 2_500, d)).toBe(true); // 5× and 10,000 more: both just met
    expect(isLopsidedFor(9_999, 0, d)).toBe(false); // infinitely lopsided but under 10,000 more
    expect(isLopsidedFor(10_000, 0, d)).toBe(true);
    expect(isLopsidedFor(0, 0, d)).toBe(false);
    expect(isLopsidedFor(1_000_000, 400_000, { ratio: 2, minDifference: 1 })).toBe(true);
    expect(isLopsidedFor(1_000_000, 600_000, { ratio: 2, minDifference: 1 })).toBe(false);
  });

  it('folds texts and item names as the searches do', () => {
    expect(foldForSearch('FREE Robux ÄÖ')).toBe('free robux äö');
    expect(itemKey('  Dominus Empyreus ')).toBe('dominus empyreus');
  });
});
