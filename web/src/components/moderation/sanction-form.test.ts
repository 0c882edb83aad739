import { describe, expect, it } from 'vitest';
import { emptySanctionForm, issueBody, presetSeconds } from './sanction-form';

describe('duration presets', () => {
  it('turns each preset into seconds, permanent into null', () => {
    expect([0, 1, 2, 3, 4].map(presetSeconds)).toEqual([3600, 86_400, 604_800, 2_592_000, null]);
    expect(presetSeconds(99)).toBeNull();
  });
});

describe('the issue request', () => {
  it('sends a warning without a duration or alternate accounts', () => {
    expect(issueBody({ ...emptySanctionForm(), type: 'warn', reason: '  spam ', preset: 0, excludeAltAccounts: true })).toEqual({
      type: 'warn',
      reason: 'spam',
      publicReason: '',
    });
  });

  it('sends a mute with its duration and a permanent ban with null and the alternate accounts choice', () => {
    expect(issueBody({ ...emptySanctionForm(), type: 'mute', reason: 'slurs', preset: 0 })).toMatchObject({ type: 'mute', durationSeconds: 3600 });
    expect(
      issueBody({
        ...emptySanctionForm('0123456789abcdef01234567'),
        type: 'ban',
        reason: 'scam',
        publicReason: ' Scamming ',
        preset: 4,
        excludeAltAccounts: true,
      }),
    ).toEqual({
      type: 'ban',
      reason: 'scam',
      publicReason: 'Scamming',
      durationSeconds: null,
      excludeAltAccounts: true,
      caseId: '0123456789abcdef01234567',
    });
  });
});
