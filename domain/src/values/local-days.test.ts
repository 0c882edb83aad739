import { describe, expect, it } from 'vitest';
import { isCalendarDay, localDayRange } from './local-days';

describe('local days', () => {
  it('knows a real calendar day', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2024-2-9')).toBe(false);
    expect(isCalendarDay('2024-13-45')).toBe(false);
    expect(isCalendarDay('1969-12-31')).toBe(false);
    expect(isCalendarDay('yesterday')).toBe(false);
  });

  it('reads a day as its local midnight to the last millisecond before the next', () => {
    expect(localDayRange('2024-03-10')).toEqual({ from: new Date(2024, 2, 10).getTime(), to: new Date(2024, 2, 11).getTime() - 1 });
    expect(localDayRange(' 2026-11-18 ')).toEqual({ from: new Date(2026, 10, 18).getTime(), to: new Date(2026, 10, 19).getTime() - 1 });
    expect(localDayRange('2024-12-31')?.to).toBe(new Date(2025, 0, 1).getTime() - 1);
  });

  it('answers undefined for anything but a yyyy-MM-dd day', () => {
    expect(localDayRange('')).toBeUndefined();
    expect(localDayRange('2024-03-10T09:30')).toBeUndefined();
    expect(localDayRange('10/03/2024')).toBeUndefined();
  });
});
