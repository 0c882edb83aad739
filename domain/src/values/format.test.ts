import { describe, expect, it } from 'vitest';
import { formatCaseBux, formatTimestamp, formatNumber, formatRap, toEpochMs } from './format';

describe('formatTimestamp', () => {
  it('shows a January instant in EST (UTC−5)', () => {
    expect(formatTimestamp('2026-01-15T17:07:00.000Z')).toBe('Jan 15, 2026 • 12:07 PM EST');
  });

  it('shows a July instant in EDT (UTC−4)', () => {
    expect(formatTimestamp('2026-07-04T16:30:00.000Z')).toBe('Jul 4, 2026 • 12:30 PM EDT');
  });

  it('shows midnight as 12 AM and keeps minutes two-digit', () => {
    expect(formatTimestamp('2026-01-15T05:05:00.000Z')).toBe('Jan 15, 2026 • 12:05 AM EST');
    expect(formatTimestamp('2026-01-16T04:59:00.000Z')).toBe('Jan 15, 2026 • 11:59 PM EST');
  });

  it('switches to EDT when clocks spring forward (2026-03-08 02:00 EST → 03:00 EDT)', () => {
    expect(formatTimestamp('2026-03-08T06:59:00.000Z')).toBe('Mar 8, 2026 • 1:59 AM EST');
    expect(formatTimestamp('2026-03-08T07:00:00.000Z')).toBe('Mar 8, 2026 • 3:00 AM EDT');
  });

  it('switches back to EST when clocks fall back (2026-11-01 02:00 EDT → 01:00 EST)', () => {
    expect(formatTimestamp('2026-11-01T05:30:00.000Z')).toBe('Nov 1, 2026 • 1:30 AM EDT');
    expect(formatTimestamp('2026-11-01T06:30:00.000Z')).toBe('Nov 1, 2026 • 1:30 AM EST');
  });

  it('takes a Date, epoch milliseconds, or epoch milliseconds as text', () => {
    // 1795183412000 is the sample chat's $numberLong date: 2026-11-20T14:03:32Z (09:03 EST).
    expect(formatTimestamp(1795183412000)).toBe('Nov 20, 2026 • 9:03 AM EST');
    expect(formatTimestamp('1795183412000')).toBe('Nov 20, 2026 • 9:03 AM EST');
    expect(formatTimestamp(new Date('2026-11-20T14:03:11.000Z'))).toBe('Nov 20, 2026 • 9:03 AM EST');
  });

  it("answers 'Invalid Date' for input that is not a date", () => {
    expect(formatTimestamp('not a date')).toBe('Invalid Date');
    expect(formatTimestamp('')).toBe('Invalid Date');
    expect(formatTimestamp(Number.NaN)).toBe('Invalid Date');
    expect(formatTimestamp(Number.POSITIVE_INFINITY)).toBe('Invalid Date');
    expect(formatTimestamp(new Date('nope'))).toBe('Invalid Date');
    expect(formatTimestamp(1e20)).toBe('Invalid Date');
  });
});

describe('toEpochMs', () => {
  it('reads ISO text, digits as epoch ms, numbers and Dates; NaN otherwise', () => {
    expect(toEpochMs('2026-11-20T14:03:11.000Z')).toBe(1795183391000);
    expect(toEpochMs(' 1795183412000 ')).toBe(1795183412000);
    expect(toEpochMs(0)).toBe(0);
    expect(toEpochMs(new Date(5))).toBe(5);
    expect(toEpochMs('yesterday')).toBeNaN();
  });
});

describe('formatNumber', () => {
  it('groups thousands the en-US way', () => {
    expect(formatNumber(1202500)).toBe('1,202,500');
    expect(formatNumber(-902000)).toBe('-902,000');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0)).toBe('0');
  });

  it('keeps up to 2 decimals', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(0.125)).toBe('0.13');
    expect(formatNumber(110.0)).toBe('110');
  });

  it('never prints a negative zero', () => {
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-0.001)).toBe('0');
  });

  it("answers 'N/A' when there is no number", () => {
    expect(formatNumber(null)).toBe('N/A');
    expect(formatNumber(undefined)).toBe('N/A');
    expect(formatNumber(Number.NaN)).toBe('N/A');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('N/A');
  });
});

describe('formatRap and formatCaseBux', () => {
  it('append the unit to the grouped number', () => {
    expect(formatRap(1234)).toBe('1,234 RAP');
    expect(formatRap(1202500)).toBe('1,202,500 RAP');
    expect(formatCaseBux(1234)).toBe('1,234 Case-Bux');
    expect(formatCaseBux(0)).toBe('0 Case-Bux');
  });

  it("answer 'N/A' without a number", () => {
    expect(formatRap(null)).toBe('N/A');
    expect(formatCaseBux(undefined)).toBe('N/A');
    expect(formatCaseBux(Number.NaN)).toBe('N/A');
  });
});
