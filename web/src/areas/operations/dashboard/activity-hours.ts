// The hourly counts as the Activity chart draws them: each hour's day and time in the staff member's
// time zone (the one every date of the console is shown in), the kinds the answer carries, and the
// table's rows, which add up each day's hours, so a moderator reads 14 lines instead of 336.
import type { ActivityHour } from '@staff-console/domain';
import { formatTimestamp } from '../../../lib/format';

export const KINDS = ['chat', 'trades', 'purchases'] as const;
export type Kind = (typeof KINDS)[number];

/** The kinds the answer carries (a log the caller may not view is absent from every hour). */
export const presentKinds = (hours: readonly ActivityHour[]): Kind[] => KINDS.filter((k) => hours.some((h) => h[k] !== undefined));

/** 'Nov 20, 2026' and 'Nov 20' of an hour, cut from the one date format every screen uses ('Nov 20, 2026 • 1:00 PM EST'). */
function dayOf(hour: string): { day: string; tick: string } {
  const day = formatTimestamp(hour).split(' • ')[0] ?? '';
  return { day, tick: day.split(',')[0] ?? day };
}

export interface HourAxis {
  /** Each hour as the tooltip names it. */
  labels: string[];
  /** Each hour's day, short, for the axis. */
  ticks: string[];
  /** The hours that start a day (midnight in the zone): one tick each. */
  tickAt: number[];
}

export function hourAxis(hours: readonly ActivityHour[]): HourAxis {
  const days = hours.map((h) => dayOf(h.hour));
  return {
    labels: hours.map((h) => formatTimestamp(h.hour)),
    ticks: days.map((d) => d.tick),
    tickAt: days.flatMap((d, i) => (i > 0 && d.day !== days[i - 1]!.day ? [i] : [])),
  };
}

export interface DayTotals {
  day: string;
  totals: Record<Kind, number>;
}

/** Each day's sum of its hours per kind, oldest first (the first and last days may be partial). */
export function dayTotals(hours: readonly ActivityHour[]): DayTotals[] {
  const out: DayTotals[] = [];
  for (const h of hours) {
    const { day } = dayOf(h.hour);
    let row = out.at(-1);
    if (row?.day !== day) {
      row = { day, totals: { chat: 0, trades: 0, purchases: 0 } };
      out.push(row);
    }
    for (const k of KINDS) row.totals[k] += h[k] ?? 0;
  }
  return out;
}
