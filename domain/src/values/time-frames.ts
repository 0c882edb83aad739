// The Chat Logs time frames (docs/RULES.md, "Screens and routes") as epoch-millisecond ranges. Days are the
// staff member's calendar days (their display zone once the web has set it), so "Today" starts at their midnight.
import { toEpochMs } from './format';
import { localDayRange } from './local-days';
import { displayTimeZone, zonedFields, zonedTime } from './time-zones';

export const TIME_FRAMES = ['all', 'today', 'yesterday', 'week', 'month', 'custom'] as const;
export type TimeFrame = (typeof TIME_FRAMES)[number];

export const TIME_FRAME_LABELS: Readonly<Record<TimeFrame, string>> = {
  all: 'All Time',
  today: 'Today',
  yesterday: 'Yesterday',
  week: 'Past Week',
  month: 'Past Month',
  custom: 'Custom Range',
};

export const isTimeFrame = (value: unknown): value is TimeFrame => typeof value === 'string' && (TIME_FRAMES as readonly string[]).includes(value);

/** Both ends are inclusive: a message at `from` or at `to` is in the range. */
export interface TimeRange {
  from?: number;
  to?: number;
}

export interface CustomRange {
  from?: string | number;
  to?: string | number;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

// In the staff member's display zone once the web has set it, so "Today" is the day their times show.
const localMidnight = (now: Date, dayOffset = 0): number => {
  const zone = displayTimeZone();
  if (!zone) return new Date(now.getFullYear(), now.getMonth(), now.getDate() + dayOffset).getTime();
  const f = zonedFields(now.getTime(), zone);
  return zonedTime(zone, f.year, f.month, f.day + dayOffset);
};

const daysInMonth = (year: number, month: number): number => new Date(year, month + 1, 0).getDate();

/** The same wall-clock moment one calendar month earlier, the day clamped (Mar 31 → Feb 28/29), in the display zone once set. */
export function oneMonthBefore(now: Date): number {
  const zone = displayTimeZone();
  if (zone) {
    const f = zonedFields(now.getTime(), zone);
    const month = f.month - 1; // Date.UTC rolls -1 back into December of the year before
    const first = new Date(Date.UTC(f.year, month, 1));
    const day = Math.min(f.day, new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate());
    return zonedTime(zone, first.getUTCFullYear(), first.getUTCMonth(), day, f.hour, f.minute) + f.second * 1000 + now.getMilliseconds();
  }
  const year = now.getFullYear();
  const month = now.getMonth() - 1; // -1 rolls back into December of the year before
  const target = new Date(year, month, 1);
  const day = Math.min(now.getDate(), daysInMonth(target.getFullYear(), target.getMonth()));
  return new Date(target.getFullYear(), target.getMonth(), day, now.getHours(), now.getMinutes(), now.getSeconds(), now.getMilliseconds()).getTime();
}

// A date-only value ("2026-11-20", what a date input gives) is a local day: its start as `from`,
// its last millisecond as `to`. JavaScript alone would read it as UTC midnight.
const customBound = (value: string | number | undefined, end: 'from' | 'to'): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const day = typeof value === 'string' ? localDayRange(value) : undefined;
  if (day) return day[end];
  const ms = toEpochMs(value);
  return Number.isFinite(ms) ? ms : undefined;
};

const defined = (range: TimeRange): TimeRange => {
  const out: TimeRange = {};
  if (range.from !== undefined) out.from = range.from;
  if (range.to !== undefined) out.to = range.to;
  return out;
};

/**
 * The range a time frame selects at `now`: Today from local midnight; Yesterday from the previous
 * local midnight up to (not including) this midnight; Past Week the last 7 × 24 h; Past Month from
 * the same moment one calendar month ago; Custom from the given bounds (unreadable ones dropped).
 */
export function timeFrameRange(frame: TimeFrame, now: Date, custom: CustomRange = {}): TimeRange {
  switch (frame) {
    case 'all':
      return {};
    case 'today':
      return { from: localMidnight(now) };
    case 'yesterday':
      return { from: localMidnight(now, -1), to: localMidnight(now) - 1 };
    case 'week':
      return { from: now.getTime() - WEEK_MS };
    case 'month':
      return { from: oneMonthBefore(now) };
    case 'custom':
      return defined({ from: customBound(custom.from, 'from'), to: customBound(custom.to, 'to') });
  }
}
