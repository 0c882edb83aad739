import { describe, expect, it } from 'vitest';
import { easternDaysUpTo } from './eastern-days';

describe('easternDaysUpTo', () => {
  it('ends with the US Eastern day of the instant, not the UTC one', () => {
    // 03:00 UTC on 5 March is still 4 March in New York (UTC−5).
    const days = easternDaysUpTo(Date.UTC(2026, 2, 5, 3), 2);
    expect(days).toEqual([
      { day: '2026-03-03', from: Date.UTC(2026, 2, 3, 5), to: Date.UTC(2026, 2, 4, 5) },
      { day: '2026-03-04', from: Date.UTC(2026, 2, 4, 5), to: Date.UTC(2026, 2, 5, 5) },
    ]);
  });

  it('gives the day of a daylight-saving change its 23 or 25 hours', () => {
    const spring = easternDaysUpTo(Date.UTC(2026, 2, 8, 12), 1)[0]!;
    expect(spring).toEqual({ day: '2026-03-08', from: Date.UTC(2026, 2, 8, 5), to: Date.UTC(2026, 2, 9, 4) });
    const autumn = easternDaysUpTo(Date.UTC(2026, 10, 1, 12), 1)[0]!;
    expect(autumn).toEqual({ day: '2026-11-01', from: Date.UTC(2026, 10, 1, 4), to: Date.UTC(2026, 10, 2, 5) });
  });

  it('counts back whole days across months, oldest first', () => {
    const days = easternDaysUpTo(Date.UTC(2026, 2, 2, 12), 14).map((d) => d.day);
    expect(days[0]).toBe('2026-02-17');
    expect(days.at(-1)).toBe('2026-03-02');
    expect(new Set(days).size).toBe(14);
  });
});
