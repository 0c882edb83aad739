import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS } from './permissions';
import { inPermissionOrder, PERMISSION_LABELS, permissionLabel, presetOf, ROLE_PRESETS } from './role-presets';
import { ROLE_NAME_PATTERN } from './schemas/roles';

const subject = (permissions: readonly string[]) => ({ role: 'custom', permissions });

describe('role presets', () => {
  it('a moderator reads every log and moderates, but neither bans nor administers', () => {
    const moderator = ROLE_PRESETS.find((p) => p.id === 'moderator')!;
    expect(moderator.label).toBe('Moderator');
    for (const p of ['view_chat', 'view_trades', 'view_marketplace', 'view_users', 'view_moderation', 'moderate'] as const)
      expect(can(subject(moderator.permissions), p)).toBe(true);
    expect(can(subject(moderator.permissions), 'ban_players')).toBe(false);
    expect(moderator.permissions).not.toContain('admin');
  });

  it('a senior moderator is a moderator who also bans', () => {
    const [moderator, senior] = ROLE_PRESETS;
    expect(senior!.label).toBe('Senior moderator');
    expect(senior!.permissions).toEqual(expect.arrayContaining([...moderator!.permissions]));
    expect(can(subject(senior!.permissions), 'ban_players')).toBe(true);
    expect(senior!.permissions).not.toContain('admin');
  });

  it('suggests valid role names and only real permissions, once each', () => {
    for (const preset of ROLE_PRESETS) {
      expect(preset.name).toMatch(ROLE_NAME_PATTERN);
      expect(new Set(preset.permissions).size).toBe(preset.permissions.length);
      for (const p of preset.permissions) expect(PERMISSIONS).toContain(p);
    }
  });

  it('recognises a preset from its permissions in any order', () => {
    const senior = ROLE_PRESETS[1]!;
    expect(presetOf([...senior.permissions].reverse())?.id).toBe('senior_moderator');
    expect(presetOf(['view_chat'])).toBeUndefined();
    expect(inPermissionOrder(['moderate', 'view_chat'])).toEqual(['view_chat', 'moderate']);
  });

  it('labels every permission in words', () => {
    for (const p of PERMISSIONS) expect(PERMISSION_LABELS[p]).toMatch(/^[A-Z][a-z]/);
    expect(permissionLabel('ban_players')).toBe('Ban players and revoke bans');
    expect(permissionLabel('made_up')).toBe('made_up');
  });
});
