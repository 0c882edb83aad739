import { describe, expect, it } from 'vitest';
import type { Sanction } from '@staff-console/domain';
import { enforcementSentence, enforcementWords, sanctionHeadline, sanctionPermission } from './sanction-words';

describe('enforcement in words', () => {
  it('says a ban without an Open Cloud key is not configured', () => {
    expect(enforcementWords({ state: 'not_configured', attempts: 0 })).toEqual({ label: 'Open Cloud is not configured', detail: null });
  });

  it('gives a failure its attempts and the platform’s answer', () => {
    expect(enforcementWords({ state: 'failed', attempts: 12, lastError: 'HTTP 403: forbidden' })).toEqual({
      label: 'Failed on Roblox',
      detail: '12 attempts · Roblox answered: HTTP 403: forbidden',
    });
    expect(enforcementWords({ state: 'failed', attempts: 1 }).detail).toBe('1 attempt');
  });

  it('shows pending attempts only once there were some, and warnings and mutes as the game servers’ to enforce', () => {
    expect(enforcementWords({ state: 'pending', attempts: 0 })).toEqual({ label: 'Waiting to be applied on Roblox', detail: null });
    expect(enforcementWords({ state: 'pending', attempts: 3 }).detail).toBe('3 attempts');
    expect(enforcementWords({ state: 'not_applicable', attempts: 0 }).label).toBe('Enforced by game servers');
    expect(enforcementWords({ state: 'applied', attempts: 1 })).toEqual({ label: 'Applied on Roblox', detail: null });
  });
});

describe('a sanction’s headline', () => {
  it('names the type and how long it lasts', () => {
    expect(sanctionHeadline({ type: 'warn', expiresAt: null })).toBe('Warning');
    expect(sanctionHeadline({ type: 'ban', expiresAt: null })).toBe('Ban · permanent');
    expect(sanctionHeadline({ type: 'mute', expiresAt: '2025-03-01T17:00:00.000Z' })).toBe('Mute · until Mar 1, 2025 • 12:00 PM EST');
  });

  it('needs ban_players for bans and moderate for the rest', () => {
    expect(sanctionPermission('ban')).toBe('ban_players');
    expect(sanctionPermission('mute')).toBe('moderate');
    expect(sanctionPermission('warn')).toBe('moderate');
  });
});

describe('enforcement as a sentence', () => {
  const ban = (state: Sanction['enforcement']['state'], status: Sanction['status'] = 'active') => ({
    type: 'ban' as const,
    status,
    enforcement: { state, attempts: 1 },
  });
  it('says without Open Cloud that only game servers enforce a ban', () => {
    expect(enforcementSentence(ban('not_configured'))).toBe(
      "Open Cloud is not configured: only the game servers running the console's module enforce this ban, by kicking the player when they join or are online.",
    );
    expect(enforcementSentence(ban('not_configured', 'revoked'))).toBe(
      "Open Cloud is not configured: this ban was enforced only by the game servers running the console's module.",
    );
  });
  it('tells a ban on Roblox from its lift, and a failed one from a pending one', () => {
    expect(enforcementSentence(ban('applied'))).toBe('Applied on Roblox: Roblox refuses this player in every server of the game.');
    expect(enforcementSentence(ban('applied', 'revoked'))).toBe('Lifted on Roblox: the player may join again.');
    expect(enforcementSentence(ban('failed'))).toBe("Roblox did not take this ban; only the game servers running the console's module kick the player.");
    expect(enforcementSentence(ban('pending'))).toMatch(/^Waiting to be sent to Roblox/);
  });
  it('says what a mute and a warning do', () => {
    expect(enforcementSentence({ type: 'mute', status: 'active', enforcement: { state: 'not_applicable', attempts: 0 } })).toBe(
      "The game servers running the console's module mute the player in chat.",
    );
    expect(enforcementSentence({ type: 'warn', status: 'revoked', enforcement: { state: 'not_applicable', attempts: 0 } })).toBe(
      'A record for staff: the game takes no action on a warning.',
    );
  });
});
