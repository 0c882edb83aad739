import { afterEach, describe, expect, it } from 'vitest';
import { formatTimestamp } from './format';
import { localDayRange } from './local-days';
import { oneMonthBefore, timeFrameRange } from './time-frames';
import { DEFAULT_TIME_ZONE, displayTimeZone, isTimeZone, setDisplayTimeZone, timeZoneList, zonedTime } from './time-zones';

describe('time zones', () => {
  afterEach(() => setDisplayTimeZone(null));

  it('knows the IANA zones and UTC, and nothing else', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(5)).toBe(false);
    expect(timeZoneList()).toContain(DEFAULT_TIME_ZONE);
  });

  it('finds the instant of a wall-clock time, across daylight saving', () => {
    expect(zonedTime('America/New_York', 2024, 0, 15)).toBe(Date.UTC(2024, 0, 15, 5));
    expect(zonedTime('America/New_York', 2024, 6, 15)).toBe(Date.UTC(2024, 6, 15, 4));
    expect(zonedTime('Europe/London', 2024, 6, 15, 9, 30)).toBe(Date.UTC(2024, 6, 15, 8, 30));
    // The day clocks go forward in New York: midnight is still EST.
    expect(zonedTime('America/New_York', 2024, 2, 10)).toBe(Date.UTC(2024, 2, 10, 5));
    expect(zonedTime('America/New_York', 2024, 2, 11)).toBe(Date.UTC(2024, 2, 11, 4));
  });

  it('formats in US Eastern until a zone is set, then in that zone', () => {
    const at = Date.UTC(2024, 6, 15, 13, 5);
    expect(formatTimestamp(at)).toBe('Jul 15, 2024 • 9:05 AM EDT');
    setDisplayTimeZone('Europe/London');
    expect(displayTimeZone()).toBe('Europe/London');
    expect(formatTimestamp(at)).toMatch(/^Jul 15, 2024 • 2:05 PM (GMT\+1|BST)$/);
    setDisplayTimeZone('Asia/Tokyo');
    expect(formatTimestamp(at)).toMatch(/^Jul 15, 2024 • 10:05 PM (GMT\+9|JST)$/);
    setDisplayTimeZone('Nowhere/Special');
    expect(displayTimeZone()).toBe(DEFAULT_TIME_ZONE);
  });

  it("starts Today and Past Month from the display zone's clock", () => {
    setDisplayTimeZone('Europe/London');
    // 00:30 on Mar 31 in London (BST since Mar 29) is 23:30 UTC on Mar 30.
    const now = new Date(Date.UTC(2026, 2, 30, 23, 30));
    expect(timeFrameRange('today', now)).toEqual({ from: Date.UTC(2026, 2, 30, 23, 30) - 30 * 60_000 });
    expect(timeFrameRange('yesterday', now)).toEqual({ from: Date.UTC(2026, 2, 29, 23), to: Date.UTC(2026, 2, 30, 23) - 1 });
    // Mar 31 00:30 London → Feb 28 00:30 London (GMT, so 00:30 UTC).
    expect(oneMonthBefore(now)).toBe(Date.UTC(2026, 1, 28, 0, 30));
  });

  it('reads a filter day in the display zone', () => {
    setDisplayTimeZone('Europe/London');
    expect(localDayRange('2024-07-15')).toEqual({ from: Date.UTC(2024, 6, 14, 23), to: Date.UTC(2024, 6, 15, 23) - 1 });
    setDisplayTimeZone('America/New_York');
    expect(localDayRange('2024-01-15')).toEqual({ from: Date.UTC(2024, 0, 15, 5), to: Date.UTC(2024, 0, 16, 5) - 1 });
  });
});
