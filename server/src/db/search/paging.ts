// Paging over an ordered result. Every list pages with OFFSET over an index order, which costs as
// many index steps as the offset. A page in the second half of the result is read in the reverse
// order instead (a mirrored page) and flipped back, so the last page of ten million rows costs what
// the first does. Chat, trades, marketplace and leaderboards all page this way.
import { type RawBuilder, sql } from 'kysely';
import { pageTooDeepMessage } from '@staff-console/domain';

/** The one direction type of the server: ascending or descending. */
export type Direction = 'asc' | 'desc';

export const flip = (direction: Direction): Direction => (direction === 'asc' ? 'desc' : 'asc');

/** `ASC` / `DESC` for hand-written SQL. */
export const sqlDirection = (direction: Direction): RawBuilder<unknown> => sql.raw(direction === 'desc' ? 'DESC' : 'ASC');

/** Which rows of an ordered result to read for a page. */
export interface PageWindow {
  offset: number;
  limit: number;
  /** Read with every ORDER BY direction flipped, then reverse the rows. */
  reversed: boolean;
}

/**
 * How far from the nearer end of a result a page may start. An offset costs one index step per
 * row skipped (two seconds for the middle of ten million chat messages on SQLite), so a page
 * deeper than this from both ends is refused rather than letting one request keep the server busy.
 */
export const MAX_PAGE_DEPTH = 100_000;

/** A page too far from both ends of its result (answered 400 with this sentence). */
export class PageTooDeepError extends Error {
  readonly statusCode = 400;
  constructor() {
    super(pageTooDeepMessage(MAX_PAGE_DEPTH));
  }
}

/**
 * The rows `skip` … `skip + count` of a result of `total` rows (exact), read from whichever end is
 * nearer; null when the page lies beyond the result (no query needed). The last page is trimmed.
 * Throws PageTooDeepError when both ends are more than MAX_PAGE_DEPTH rows away.
 */
export function pageWindow(skip: number, count: number, total: number): PageWindow | null {
  if (skip >= total) return null;
  const limit = Math.min(count, total - skip);
  const mirroredOffset = total - skip - limit;
  const window = mirroredOffset < skip ? { offset: mirroredOffset, limit, reversed: true } : { offset: skip, limit, reversed: false };
  if (window.offset > MAX_PAGE_DEPTH) throw new PageTooDeepError();
  return window;
}

/** The direction to query with for this window. */
export const directionFor = (direction: Direction, window: PageWindow): Direction => (window.reversed ? flip(direction) : direction);

/** Rows in page order. */
export const inPageOrder = <T>(rows: T[], window: PageWindow): T[] => (window.reversed ? rows.reverse() : rows);
