// Each staff member reads times in their own IANA time zone (US Eastern unless they chose another).
// The web sets the signed-in member's zone once (`setDisplayTimeZone`); every date it formats and
// every day a date filter reads then uses that zone. The server never sets it: what it writes
// (case reports, Discord alerts) stays in US Eastern, the product's own zone.

export const DEFAULT_TIME_ZONE = 'America/New_York';

let zones: ReadonlySet<string> | undefined;

/** The zones a staff member may choose: the runtime's IANA list, and UTC. */
export function timeZoneList(): readonly string[] {
  const list = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE];
  return list.includes('UTC') ? list : [...list, 'UTC'];
}

export function isTimeZone(value: unknown): value is string {
  zones ??= new Set(timeZoneList());
  return typeof value === 'string' && zones.has(value);
}

let display: string | null = null;

/** The zone the web shows times in; null until a staff member is signed in (then US Eastern for formatting, the runtime's for days). */
export const displayTimeZone = (): string | null => display;

/** Sets (or clears, with null) the zone every date is shown in. An unknown zone falls back to US Eastern. */
export function setDisplayTimeZone(zone: string | null): void {
  display = zone === null ? null : isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    partsFormats.set(zone, format);
  }
  return format;
}

/** The wall-clock fields of an instant in a zone (month 0-based, as Date has it). */
export function zonedFields(ms: number, zone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = partsFormat(zone).formatToParts(ms);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month') - 1, day: get('day'), hour: get('hour') % 24, minute: get('minute'), second: get('second') };
}

/** How far the zone's wall clock is ahead of UTC at this instant, in milliseconds. */
export function offsetAt(ms: number, zone: string): number {
  const f = zonedFields(ms, zone);
  return Date.UTC(f.year, f.month, f.day, f.hour, f.minute, f.second) - Math.floor(ms / 1000) * 1000;
}

/** The instant the zone's clock shows this wall-clock time (fields roll over as Date's do). */
export function zonedTime(zone: string, year: number, month: number, day: number, hour = 0, minute = 0): number {
  const wall = Date.UTC(year, month, day, hour, minute);
  const first = wall - offsetAt(wall, zone);
  // Across a daylight-saving change the offset at the guess can differ from the offset at the answer.
  return wall - offsetAt(first, zone);
}
