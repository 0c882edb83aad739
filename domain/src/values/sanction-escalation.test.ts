import { describe, expect, it } from 'vitest';
import { durationWords, nextStepIndex, ordinal, stepWords, suggestionWords } from './sanction-escalation';

const day = (iso: string) => iso.slice(0, 10);

describe('the next step of a ladder', () => {
  it('is the step after the earlier sanctions, the last once past the end', () => {
    expect([0, 1, 2, 3, 9].map((n) => nextStepIndex(n, 3))).toEqual([0, 1, 2, 2, 2]);
    expect(nextStepIndex(4, 1)).toBe(0);
  });
});

describe('in words', () => {
  it('names durations, steps and ordinals', () => {
    expect([3600, 86_400, 7 * 86_400, 5400, 90, null].map(durationWords)).toEqual(['1 hour', '1 day', '7 days', '90 minutes', '90 seconds', 'permanent']);
    expect(stepWords({ type: 'warn', durationSeconds: null })).toBe('Warning');
    expect(stepWords({ type: 'ban', durationSeconds: null })).toBe('Ban · permanent');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st']);
  });

  it('says why: the earlier sanctions oldest first, those left out, and a repeated last step', () => {
    expect(suggestionWords('Scamming', 0, [], 3, day)).toBe('1st time for Scamming: no earlier sanction for this reason.');
    const earlier = [
      { type: 'warn' as const, durationSeconds: null, createdAt: '2026-01-02T10:00:00.000Z' },
      { type: 'ban' as const, durationSeconds: 7 * 86_400, createdAt: '2026-02-03T10:00:00.000Z' },
    ];
    expect(suggestionWords('Scamming', 2, earlier, 3, day)).toBe('3rd time for Scamming: warned on 2026-01-02, banned 7 days on 2026-02-03.');
    expect(suggestionWords('Scamming', 4, earlier, 3, day)).toBe(
      '5th time for Scamming: 2 earlier, then warned on 2026-01-02, banned 7 days on 2026-02-03. The last step of the ladder is repeated.',
    );
    expect(suggestionWords('Spam', 1, [{ type: 'mute', durationSeconds: null, createdAt: '2026-03-04T00:00:00.000Z' }], 2, day)).toBe(
      '2nd time for Spam: muted permanently on 2026-03-04.',
    );
  });
});
