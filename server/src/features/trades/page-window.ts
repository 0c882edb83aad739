// Which rows of an ordered result to read for a page. Every list here pages with OFFSET over an
// index order, which costs as many index steps as the offset. A page in the second half of the
// result is read from the reverse order instead (a mirrored page) and flipped back, so the last
// page of two million rows is as cheap as the first. Used by trades, marketplace and leaderboards.

export interface PageWindow {
  offset: number;
  limit: number;
  /** Read with every ORDER BY direction flipped, then reverse the rows. */
  reversed: boolean;
}

/** null when the page lies beyond the result (no query needed). `total` must be exact. */
export function pageWindow(skip: number, count: number, total: number): PageWindow | null {
  if (skip >= total) return null;
  const limit = Math.min(count, total - skip);
  const mirroredOffset = total - skip - limit;
  return mirroredOffset < skip ? { offset: mirroredOffset, limit, reversed: true } : { offset: skip, limit, reversed: false };
}

export type Direction = 'asc' | 'desc';

export const flip = (direction: Direction): Direction => (direction === 'asc' ? 'desc' : 'asc');

/** The direction to query with for this window. */
export const directionFor = (direction: Direction, window: PageWindow): Direction =>
  window.reversed ? flip(direction) : direction;

/** Rows in page order. */
export const inPageOrder = <T>(rows: T[], window: PageWindow): T[] => (window.reversed ? rows.reverse() : rows);
