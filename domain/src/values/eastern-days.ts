// The charts' days are US Eastern days (America/New_York), whatever the viewer's own zone: a day
// runs from its midnight there to the next, 23 or 25 hours long across a daylight-saving change.
import { zonedFields, zonedTime } from './time-zones';

export const US_EASTERN = 'America/New_York';

export interface EasternDay {
  /** 'yyyy-MM-dd'. */
  day: string;
  /** The day's first millisecond. */
  from: number;
  /** The next day's first millisecond. */
  to: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The `count` US Eastern days that end with the one `now` falls in, oldest first. */
export function easternDaysUpTo(now: number, count: number): EasternDay[] {
  const today = zonedFields(now, US_EASTERN);
  return Array.from({ length: count }, (_, i) => {
    const offset = i - (count - 1);
    const from = zonedTime(US_EASTERN, today.year, today.month, today.day + offset);
    const to = zonedTime(US_EASTERN, today.year, today.month, today.day + offset + 1);
    const f = zonedFields(from, US_EASTERN);
    return { day: `${f.year}-${pad(f.month + 1)}-${pad(f.day)}`, from, to };
  });
}
