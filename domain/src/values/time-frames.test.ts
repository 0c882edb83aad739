import { describe, expect, it } from 'vitest';
import { isTimeFrame, oneMonthBefore, TIME_FRAME_LABELS, TIME_FRAMES, timeFrameRange } from './time-frames';

// Expectations are built with the local-time Date constructor, so they hold in any time zone the
// tests run in; the DST cases are sharpest with TZ=America/New_York.
const localAt = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) => new Date(y, m, d, h, min, s, ms).getTime();
const HOUR = 60 * 60 * 1000;

describe('TIME_FRAMES', () => {
  it('lists the Chat Logs frames in order with their labels', () => {
    expect(TIME_FRAMES).toEqual(['all', 'today', 'yesterday', 'week', 'month', 'custom']);
    expect(TIME_FRAMES.map((f) => TIME_FRAME_LABELS[f])).toEqual(['All Time', 'Today', 'Yesterday', 'Past Week', 'Past Month', 'Custom Range']);
  });

  it('recognises frame names', () => {
    expect(isTimeFrame('week')).toBe(true);
    expect(isTimeFrame('Week')).toBe(false);
    expect(isTimeFrame(undefined)).toBe(false);
  });
});

describe('timeFrameRange', () => {
  const now = new Date(2026, 10, 20, 15, 30, 45, 500); // Nov 20, 2026 15:30:45.500 local

  it('All Time has no bounds', () => {
    expect(timeFrameRange('all', now)).toEqual({});
  });

  it('Today starts at local midnight', () => {
    expect(timeFrameRange('today', now)).toEqual({ from: localAt(2026, 10, 20) });
  });

  it('Yesterday runs from the previous midnight up to just before this midnight', () => {
    expect(timeFrameRange('yesterday', now)).toEqual({ from: localAt(2026, 10, 19), to: localAt(2026, 10, 20) - 1 });
  });

  it('Yesterday crosses month and year ends', () => {
    expect(timeFrameRange('yesterday', new Date(2026, 0, 1, 8))).toEqual({ from: localAt(2025, 11, 31), to: localAt(2026, 0, 1) - 1 });
    expect(timeFrameRange('yesterday', new Date(2026, 2, 1, 0, 0, 0, 1))).toEqual({ from: localAt(2026, 1, 28), to: localAt(2026, 2, 1) - 1 });
  });

  it('Today and Yesterday follow local midnights across the DST switches', () => {
    // 2026-03-08 and 2026-11-01 are the US switch days (23 h and 25 h long in New York).
    const springDay = timeFrameRange('yesterday', new Date(2026, 2, 9, 12));
    expect(springDay).toEqual({ from: localAt(2026, 2, 8), to: localAt(2026, 2, 9) - 1 });
    expect(new Date(springDay.from!).getHours()).toBe(0);
    expect(new Date(springDay.to! + 1).getDate()).toBe(9);

    const fallToday = timeFrameRange('today', new Date(2026, 10, 1, 23, 0));
    expect(fallToday).toEqual({ from: localAt(2026, 10, 1) });
    expect(new Date(fallToday.from!).getHours()).toBe(0);
  });

  it('Past Week is the last 7 × 24 hours, even across a DST switch', () => {
    expect(timeFrameRange('week', now)).toEqual({ from: now.getTime() - 168 * HOUR });
    const afterSpring = new Date(2026, 2, 10, 12);
    expect(timeFrameRange('week', afterSpring)).toEqual({ from: afterSpring.getTime() - 168 * HOUR });
  });

  it('Past Month starts at the same moment one calendar month ago', () => {
    expect(timeFrameRange('month', now)).toEqual({ from: localAt(2026, 9, 20, 15, 30, 45, 500) });
    expect(timeFrameRange('month', new Date(2026, 0, 15, 9))).toEqual({ from: localAt(2025, 11, 15, 9) });
  });

  it('Past Month clamps the day to the shorter month', () => {
    expect(oneMonthBefore(new Date(2026, 2, 31, 10, 15))).toBe(localAt(2026, 1, 28, 10, 15));
    expect(oneMonthBefore(new Date(2028, 2, 31, 10, 15))).toBe(localAt(2028, 1, 29, 10, 15)); // leap year
    expect(oneMonthBefore(new Date(2026, 4, 31, 23, 59))).toBe(localAt(2026, 3, 30, 23, 59));
    expect(oneMonthBefore(new Date(2026, 2, 28, 7))).toBe(localAt(2026, 1, 28, 7));
  });

  it('Custom Range reads ISO text, epoch milliseconds and numeric text', () => {
    expect(timeFrameRange('custom', now, { from: '2026-11-20T14:00:00.000Z', to: 1795183412000 })).toEqual({
      from: 1795183200000,
      to: 1795183412000,
    });
    expect(timeFrameRange('custom', now, { from: '1795183200000' })).toEqual({ from: 1795183200000 });
  });

  it('Custom Range reads a date-only value as a whole local day', () => {
    expect(timeFrameRange('custom', now, { from: '2026-11-18', to: '2026-11-19' })).toEqual({
      from: localAt(2026, 10, 18),
      to: localAt(2026, 10, 20) - 1,
    });
  });

  it('Custom Range reads a date-time without a zone as local time', () => {
    expect(timeFrameRange('custom', now, { from: '2026-11-18T09:30' })).toEqual({ from: localAt(2026, 10, 18, 9, 30) });
  });

  it('Custom Range drops missing, empty and unreadable bounds', () => {
    expect(timeFrameRange('custom', now)).toEqual({});
    expect(timeFrameRange('custom', now, { from: '', to: 'soon' })).toEqual({});
    expect(timeFrameRange('custom', now, { to: '2026-11-19' })).toEqual({ to: localAt(2026, 10, 20) - 1 });
    expect('from' in timeFrameRange('custom', now, { to: 5 })).toBe(false);
  });
});
