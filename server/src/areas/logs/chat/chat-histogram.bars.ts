// The chat histogram's bars: `count` equal bars over a window, in whole milliseconds (the SQL side
// is search/time-log-search.ts's bucketSql, which puts a time in bar floor((time − from) × count / span)).
import { CHAT_HISTOGRAM_MAX_SPAN_MS, MESSAGES } from '@staff-console/domain';
import { badRequest } from '../../../errors/errors';
import type { Bucketing } from './search/time-log-search';

/** Where bar `i` starts: from + ceil(i × span / count), exact (BigInt: i × span passes 2^53 for long windows). */
export const barStart = (b: Bucketing, i: number): number => b.from + Number((BigInt(i) * BigInt(b.span) + BigInt(b.count - 1)) / BigInt(b.count));

/**
 * `count` equal bars from `from` to `to` (inclusive). A window shorter than `count` milliseconds
 * gets bars of one millisecond each, the later ones past `to` (they stay empty: the count keeps to the window).
 */
export function bucketingOf(from: number, to: number, count: number): Bucketing {
  const span = Math.max(to - from + 1, count);
  if (span > CHAT_HISTOGRAM_MAX_SPAN_MS) throw badRequest(MESSAGES.chatHistogramTooLong);
  return { from, span, count };
}
