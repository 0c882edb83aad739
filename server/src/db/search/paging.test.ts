import { describe, expect, it } from 'vitest';
import { MAX_PAGE_DEPTH, pageWindow, PageTooDeepError } from './paging';

describe('page windows', () => {
  it('reads a page from the nearer end', () => {
    expect(pageWindow(0, 100, 1000)).toEqual({ offset: 0, limit: 100, reversed: false });
    expect(pageWindow(950, 100, 1000)).toEqual({ offset: 0, limit: 50, reversed: true });
    expect(pageWindow(1000, 100, 1000)).toBeNull();
  });

  it(`refuses a page more than ${MAX_PAGE_DEPTH} rows from both ends`, () => {
    const total = 10_000_000;
    expect(pageWindow(MAX_PAGE_DEPTH, 100, total)).toEqual({ offset: MAX_PAGE_DEPTH, limit: 100, reversed: false });
    expect(pageWindow(total - MAX_PAGE_DEPTH - 100, 100, total)).toEqual({ offset: MAX_PAGE_DEPTH, limit: 100, reversed: true });
    expect(() => pageWindow(MAX_PAGE_DEPTH + 1, 100, total)).toThrow(PageTooDeepError);
    expect(() => pageWindow(total / 2, 1, total)).toThrow(/^Only the first and the last 100,000 results can be paged to\./);
  });
});
