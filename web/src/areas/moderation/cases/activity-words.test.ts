import { describe, expect, it } from 'vitest';
import { activityAction, activityPlayer, changeValue, changeWords } from './activity-words';

const base = { _id: 'a', at: '2025-03-01T12:00:00.000Z', by: { id: 'u', username: 'mod' } };

describe('a case’s history in words', () => {
  it('shows values as staff read them', () => {
    expect(changeValue(null)).toBe('(none)');
    expect(changeValue({ id: 'x', username: 'alice' })).toBe('alice');
    expect(changeValue([12, 34])).toBe('12, 34');
    expect(changeValue('x'.repeat(250))).toBe(`${'x'.repeat(200)}…`);
    expect(changeWords({ field: 'status', from: 'open', to: 'investigating' })).toBe('status: open → investigating');
  });

  it('names what each entry did', () => {
    expect(activityAction({ ...base, type: 'evidence_added', evidence: { id: 'e', kind: 'trade' } })).toBe('added a trade as evidence');
    expect(activityAction({ ...base, type: 'sanction_issued', sanction: { id: 's', type: 'ban', userId: 42 } })).toBe('issued a ban to');
    const named = { ...base, type: 'sanction_issued' as const, playerLabels: [{ userId: 42, name: 'FrostQueen' }] };
    expect(activityPlayer(named, 42)).toEqual({ userId: 42, name: 'FrostQueen' });
    expect(activityPlayer(named, 7)).toEqual({ userId: 7, name: null });
    expect(activityAction({ ...base, type: 'created' })).toBe('opened the case');
  });
});
