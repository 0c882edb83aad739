import { describe, expect, it } from 'vitest';
import type { SanctionPreset } from '@staff-console/domain';
import { durationChoices, emptySanctionForm, followsStep, issueBody, presetSeconds, withPreset, withStep } from './sanction-form';

const SCAM: SanctionPreset = {
  _id: 'a'.repeat(24),
  name: 'Scamming',
  publicReason: 'Scamming other players',
  privateReason: 'Took items without paying',
  steps: [
    { type: 'warn', durationSeconds: null },
    { type: 'ban', durationSeconds: 14 * 86_400 },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('duration presets', () => {
  it('turns each preset into seconds, permanent into null', () => {
    expect([0, 1, 2, 3, 4].map(presetSeconds)).toEqual([3600, 86_400, 604_800, 2_592_000, null]);
    expect(presetSeconds(99)).toBeNull();
  });
  it('offers a step’s own duration beside the usual ones', () => {
    expect(durationChoices(86_400)).toEqual([3600, 86_400, 604_800, 2_592_000, null]);
    expect(durationChoices(14 * 86_400)).toEqual([3600, 86_400, 604_800, 14 * 86_400, 2_592_000, null]);
  });
});

describe('a preset and its suggested step', () => {
  it('fills the reasons, keeps the moderator’s own private reason, and applies the step', () => {
    const picked = withPreset(emptySanctionForm(), SCAM, undefined);
    expect(picked).toMatchObject({ presetId: SCAM._id, publicReason: 'Scamming other players', reason: 'Took items without paying' });
    expect(withPreset({ ...emptySanctionForm(), reason: 'my words' }, SCAM, undefined).reason).toBe('my words');
    const stepped = withStep(picked, SCAM.steps[1]!);
    expect(stepped).toMatchObject({ type: 'ban', durationSeconds: 14 * 86_400 });
    expect(followsStep(stepped, SCAM.steps[1]!)).toBe(true);
    expect(followsStep({ ...stepped, durationSeconds: null }, SCAM.steps[1]!)).toBe(false);
    expect(issueBody(stepped)).toMatchObject({ type: 'ban', durationSeconds: 14 * 86_400, presetId: SCAM._id });
  });
});

describe('the issue request', () => {
  it('sends a warning without a duration or alternate accounts', () => {
    expect(issueBody({ ...emptySanctionForm(), type: 'warn', reason: '  spam ', durationSeconds: 3600, excludeAltAccounts: true })).toEqual({
      type: 'warn',
      reason: 'spam',
      publicReason: '',
    });
  });

  it('sends a mute with its duration and a permanent ban with null and the alternate accounts choice', () => {
    expect(issueBody({ ...emptySanctionForm(), type: 'mute', reason: 'slurs', durationSeconds: 3600 })).toMatchObject({ type: 'mute', durationSeconds: 3600 });
    expect(
      issueBody({
        ...emptySanctionForm('0123456789abcdef01234567'),
        type: 'ban',
        reason: 'scam',
        publicReason: ' Scamming ',
        durationSeconds: null,
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

describe('whether it can be appealed', () => {
  it('sends appealable: false only for an unticked mute or ban', () => {
    expect(issueBody({ ...emptySanctionForm(), type: 'ban', reason: 'scam', appealable: false })).toMatchObject({ appealable: false });
    expect(issueBody({ ...emptySanctionForm(), type: 'mute', reason: 'slurs', appealable: false })).toMatchObject({ appealable: false });
    expect(issueBody({ ...emptySanctionForm(), type: 'ban', reason: 'scam' })).not.toHaveProperty('appealable');
    expect(issueBody({ ...emptySanctionForm(), type: 'warn', reason: 'spam', appealable: false })).not.toHaveProperty('appealable');
  });
});
