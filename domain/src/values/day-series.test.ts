import { describe, expect, it } from 'vitest';
import { DAY_MS, dayNumberLabel, daySeries, localDayNumber, localDaySpan } from './day-series';

const NY = 'America/New_York';
const day = (ms: number) => dayNumberLabel(localDayNumber(ms, NY));

describe('local days of a zone', () => {
  it('numbers instants by the zone’s calendar on both sides of a daylight-saving change', () => {
    // 03:30 UTC is 22:30 the evening before in winter (UTC−5) and 23:30 in summer (UTC−4).
    expect(day(Date.UTC(2024, 2, 10, 3, 30))).toBe('2024-03-09');
    expect(day(Date.UTC(2024, 10, 3, 3, 30))).toBe('2024-11-02');
    // Midnight Eastern: 05:00 UTC in winter, 04:00 UTC in summer.
    expect(day(Date.UTC(2024, 2, 11, 3, 59))).toBe('2024-03-10');
    expect(day(Date.UTC(2024, 2, 11, 4, 0))).toBe('2024-03-11');
    expect(day(Date.UTC(2024, 10, 4, 4, 59))).toBe('2024-11-03');
    expect(day(Date.UTC(2024, 10, 4, 5, 0))).toBe('2024-11-04');
  });

  it('spans the last days ending today, with the offsets where daylight saving changes them', () => {
    const span = localDaySpan(NY, 3, Date.UTC(2024, 2, 11, 15)); // Mar 11, 11:00 Eastern
    expect(dayNumberLabel(span.firstDay)).toBe('2024-03-09');
    expect(dayNumberLabel(span.lastDay)).toBe('2024-03-11');
    expect(span.from).toBe(Date.UTC(2024, 2, 9, 5));
    expect(span.to).toBe(Date.UTC(2024, 2, 12, 4));
    // The clocks went forward at 2:00 EST (07:00 UTC) on Mar 10.
    expect(span.segments).toEqual([
      { from: span.from, offsetMs: -5 * 3_600_000 },
      { from: Date.UTC(2024, 2, 10, 7), offsetMs: -4 * 3_600_000 },
    ]);
    expect(daySeries(span, () => ({ n: 0 })).map((d) => d.day)).toEqual(['2024-03-09', '2024-03-10', '2024-03-11']);
  });

  it('finds every change over two years', () => {
    const span = localDaySpan(NY, 730, Date.UTC(2025, 0, 1));
    expect(span.segments.map((s) => new Date(s.from).toISOString()).slice(1)).toEqual([
      '2023-03-12T07:00:00.000Z',
      '2023-11-05T06:00:00.000Z',
      '2024-03-10T07:00:00.000Z',
      '2024-11-03T06:00:00.000Z',
    ]);
    expect(span.lastDay - span.firstDay + 1).toBe(730);
    expect((span.to - span.from) / DAY_MS).toBe(730);
  });
});
