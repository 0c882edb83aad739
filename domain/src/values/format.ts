// Display formatting shared by server and web (docs/RULES.md, "Entities and values"): dates in the
// viewer's time zone (US Eastern on the server and by default) and en-US numbers.
// Built on Intl only, because the domain may import nothing but zod.
import { DEFAULT_TIME_ZONE, displayTimeZone } from './time-zones';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(zone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    });
    dateFormats.set(zone, format);
  }
  return format;
}

// 'negative' keeps -0 and values that round to zero (-0.001) from printing as "-0".
const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, signDisplay: 'negative' });

export const INVALID_DATE = 'Invalid Date';
export const NOT_AVAILABLE = 'N/A';

/** Epoch milliseconds of a Date, an epoch-ms number or numeric string, or a date string; NaN when unreadable. */
export function toEpochMs(value: Date | string | number): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  if (text === '') return Number.NaN;
  return /^-?\d+$/.test(text) ? Number(text) : Date.parse(text);
}

// Without full ICU data New York's short zone name can come out as "GMT-5"; the offset still tells EST from EDT.
const easternAbbreviation = (name: string): string => {
  if (name === 'EST' || name === 'EDT') return name;
  if (/^GMT-4$/.test(name)) return 'EDT';
  return 'EST';
};

/**
 * 'MMM d, yyyy • h:mm a ZONE' in the given zone (by default the display zone the web set for the
 * signed-in staff member, else US Eastern: EST or EDT); 'Invalid Date' for bad input.
 */
export function formatDateTime(value: Date | string | number, timeZone: string = displayTimeZone() ?? DEFAULT_TIME_ZONE): string {
  const ms = toEpochMs(value);
  if (!Number.isFinite(ms)) return INVALID_DATE;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = dateFormat(timeZone).formatToParts(ms);
  } catch {
    return INVALID_DATE; // outside the range a Date can hold
  }
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  const name = part('timeZoneName');
  const zone = timeZone === DEFAULT_TIME_ZONE ? easternAbbreviation(name) : name;
  return `${part('month')} ${part('day')}, ${part('year')} • ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${zone}`;
}

/** A date as every screen shows it: in the signed-in staff member's zone on the web, US Eastern on the server. */
export const formatTimestamp = (value: Date | string | number): string => formatDateTime(value);

const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** en-US grouping with up to 2 decimals (1,202,500); 'N/A' for null, undefined, NaN or ±Infinity. */
export function formatNumber(n: number | null | undefined): string {
  return isNumber(n) ? NUMBER.format(n) : NOT_AVAILABLE;
}

/** '1,234 RAP'; 'N/A' when there is no number. */
export function formatRap(n: number | null | undefined): string {
  return isNumber(n) ? `${formatNumber(n)} RAP` : NOT_AVAILABLE;
}

/** '1,234 Case-Bux'; 'N/A' when there is no number. */
export function formatCaseBux(n: number | null | undefined): string {
  return isNumber(n) ? `${formatNumber(n)} Case-Bux` : NOT_AVAILABLE;
}
