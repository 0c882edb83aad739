// The charts' days (docs/RULES.md, "Lists, search and paging"): a series of calendar days in one
// time zone (US Eastern for the product), ending today. A database numbers each instant's local
// day without a time-zone library (SQLite has none) as floor((ms + offset) / DAY_MS), the offset
// being the zone's at that instant: the span lists where the offset changes (daylight saving), so
// a day of 23 or 25 hours is counted whole and an instant never falls into the neighbouring day.
import { offsetAt, zonedTime } from './time-zones';

export const DAY_MS = 86_400_000;
const SAMPLE_MS = 7 * DAY_MS;

/** From `from` on (until the next segment), the zone's clock is `offsetMs` ahead of UTC. */
export interface OffsetSegment {
  from: number;
  offsetMs: number;
}

export interface DaySpan {
  /** The first day's first millisecond. */
  from: number;
  /** The millisecond after the last day (exclusive). */
  to: number;
  /** Local day numbers (days since 1970-01-01 on the zone's calendar), first and last. */
  firstDay: number;
  lastDay: number;
  /** The zone's offsets over [from, to), in order; the first starts at `from`. */
  segments: OffsetSegment[];
}

/** The local day number of an instant in a zone. */
export const localDayNumber = (ms: number, zone: string): number => Math.floor((ms + offsetAt(ms, zone)) / DAY_MS);

/** 'yyyy-MM-dd' of a local day number. */
export const dayNumberLabel = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The first instant of a local day number in a zone. */
export function localDayStart(day: number, zone: string): number {
  const date = new Date(day * DAY_MS);
  return zonedTime(zone, date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** The first whole second in (before, after] whose offset differs from `before`'s (offsets change on whole seconds). */
function changeBetween(before: number, after: number, zone: string): number {
  const old = offsetAt(before, zone);
  let lo = Math.floor(before / 1000);
  let hi = Math.ceil(after / 1000);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (offsetAt(mid * 1000, zone) === old) lo = mid;
    else hi = mid;
  }
  return hi * 1000;
}

/**
 * Where the zone's offset changes within [from, to): sampled a week apart (a zone's changes are
 * months apart), each change then found to the second.
 */
export function offsetSegments(zone: string, from: number, to: number): OffsetSegment[] {
  const segments: OffsetSegment[] = [{ from, offsetMs: offsetAt(from, zone) }];
  for (let at = from; at < to - 1;) {
    const next = Math.min(at + SAMPLE_MS, to - 1);
    const offsetMs = offsetAt(next, zone);
    if (offsetMs !== segments.at(-1)!.offsetMs) segments.push({ from: changeBetween(at, next, zone), offsetMs });
    at = next;
  }
  return segments;
}

/** Spans asked for lately: the same chart asked again today reuses its span (finding the offsets reads the zone's rules). */
const recentSpans = new Map<string, DaySpan>();
const RECENT_SPANS_MAX = 32;

/** The last `days` local days of a zone, today (the day of `now`) the last. */
export function localDaySpan(zone: string, days: number, now: number): DaySpan {
  const lastDay = localDayNumber(now, zone);
  const key = `${zone}|${days}|${lastDay}`;
  const known = recentSpans.get(key);
  if (known) return known;
  const firstDay = lastDay - days + 1;
  const from = localDayStart(firstDay, zone);
  const to = localDayStart(lastDay + 1, zone);
  const span: DaySpan = { from, to, firstDay, lastDay, segments: offsetSegments(zone, from, to) };
  if (recentSpans.size >= RECENT_SPANS_MAX) recentSpans.delete(recentSpans.keys().next().value!);
  recentSpans.set(key, span);
  return span;
}

/** Every day of a span, oldest first, with what `valueOf` gives for its number (a continuous series: no day left out). */
export function daySeries<T>(span: Pick<DaySpan, 'firstDay' | 'lastDay'>, valueOf: (day: number) => T): (T & { day: string })[] {
  const series: (T & { day: string })[] = [];
  for (let day = span.firstDay; day <= span.lastDay; day += 1) series.push({ ...valueOf(day), day: dayNumberLabel(day) });
  return series;
}
