import { describe, expect, it } from 'vitest';
import { SANCTION_DURATION_PRESETS, sanctionExpiry, sanctionStatus } from './sanctions';

const T = Date.UTC(2026, 0, 15, 12, 0, 0);
const HOUR = 3_600_000;

describe('sanction durations and status', () => {
  it('offers 1 hour, 1 day, 7 days, 30 days and permanent', () => {
    expect(SANCTION_DURATION_PRESETS.map((p) => [p.label, p.seconds])).toEqual([
      ['1 hour', 3600],
      ['1 day', 86_400],
      ['7 days', 604_800],
      ['30 days', 2_592_000],
      ['Permanent', null],
    ]);
  });

  it('ends a mute or ban after its duration, never a permanent one or a warning', () => {
    expect(sanctionExpiry('mute', T, 3600)).toBe(T + HOUR);
    expect(sanctionExpiry('ban', T, 86_400)).toBe(T + 24 * HOUR);
    expect(sanctionExpiry('ban', T, null)).toBeNull();
    expect(sanctionExpiry('ban', T, undefined)).toBeNull();
    expect(sanctionExpiry('warn', T, 3600)).toBeNull();
  });

  it('is active until its expiry, expired from that instant on, and revoked once revoked', () => {
    const mute = { expiresAt: T + HOUR, revokedAt: null };
    expect(sanctionStatus(mute, T)).toBe('active');
    expect(sanctionStatus(mute, T + HOUR - 1)).toBe('active');
    expect(sanctionStatus(mute, T + HOUR)).toBe('expired');
    expect(sanctionStatus({ expiresAt: null, revokedAt: null }, T + 1000 * HOUR)).toBe('active');
    expect(sanctionStatus({ expiresAt: T + HOUR, revokedAt: T + 1 }, T + 2)).toBe('revoked');
    // Revoked stays revoked after the time it would have expired.
    expect(sanctionStatus({ expiresAt: T + HOUR, revokedAt: T + 1 }, T + 2 * HOUR)).toBe('revoked');
  });
});
