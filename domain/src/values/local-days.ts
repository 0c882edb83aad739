// Calendar days as a date input writes them ('yyyy-MM-dd'), read as the viewer's days: a day runs
// from its midnight to the last millisecond before the next one (docs/RULES.md, "Lists, search and
// paging"), in the staff member's display zone once the web has set it (the runtime's zone before).
// JavaScript alone would read a date-only string as UTC midnight.
import { displayTimeZone, zonedTime } from './time-zones';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DayRange {
  /** The day's first millisecond. */
  from: number;
  /** The day's last millisecond. */
  to: number;
}

/** A real calendar day written 'yyyy-MM-dd', from 1970 on (what a date input gives). */
export function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  return y >= 1970 && date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d;
}

/**
 * The epoch-millisecond range of a local day written 'yyyy-MM-dd' (surrounding spaces allowed), or
 * undefined for any other text. Out-of-range parts roll over as Date does ('2024-02-30' is Mar 1).
 */
export function localDayRange(day: string): DayRange | undefined {
  const m = DAY.exec(day.trim());
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const zone = displayTimeZone();
  if (zone) return { from: zonedTime(zone, y, mo, d), to: zonedTime(zone, y, mo, d + 1) - 1 };
  return { from: new Date(y, mo, d).getTime(), to: new Date(y, mo, d + 1).getTime() - 1 };
}
