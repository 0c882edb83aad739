import { describe, expect, it } from 'vitest';
import { can, isAdmin, permissionSubject, roleDisplayName } from './permissions';
import { PLAYER_VIEW_PERMISSIONS, SCREEN_PERMISSIONS, canOpen, screenPermission } from './screen-permissions';

describe('the permission subject of a staff account', () => {
  it('carries the role, the role name and the effective permissions', () => {
    const account = { role: '0123456789abcdef01234567', roleName: 'moderator', effectivePermissions: ['view_chat'], username: 'sam' };
    expect(permissionSubject(account)).toEqual({ role: account.role, roleName: 'moderator', permissions: ['view_chat'] });
    expect(permissionSubject(null)).toBeNull();
    expect(permissionSubject(undefined)).toBeNull();
  });

  it('lets a custom role named admin through, and names a custom role by its name', () => {
    const account = { role: '0123456789abcdef01234567', roleName: 'Admin', effectivePermissions: [] };
    expect(isAdmin(permissionSubject(account))).toBe(true);
    expect(roleDisplayName(permissionSubject({ ...account, roleName: 'moderator' }))).toBe('moderator');
  });

  it('reads moderate as including view_moderation, and ban_players as including both', () => {
    const holding = (...permissions: string[]) => permissionSubject({ role: 'guest', effectivePermissions: permissions });
    const levels = ['view_moderation', 'moderate', 'ban_players'] as const;
    const expected: Record<(typeof levels)[number], (typeof levels)[number][]> = {
      view_moderation: ['view_moderation'],
      moderate: ['view_moderation', 'moderate'],
      ban_players: ['view_moderation', 'moderate', 'ban_players'],
    };
    for (const held of levels) {
      for (const needed of levels) expect(can(holding(held), needed), `${held} → ${needed}`).toBe(expected[held].includes(needed));
    }
    // Neither includes any log: evidence of a kind still needs that log's permission.
    expect(can(holding('ban_players'), 'view_chat')).toBe(false);
    expect(can(holding('manage_chat'), 'view_moderation')).toBe(false);
    // Administrators pass every check, by role or by permission.
    for (const needed of levels) {
      expect(can({ role: 'admin' }, needed)).toBe(true);
      expect(can(holding('admin'), needed)).toBe(true);
    }
    expect(can(holding(), 'view_moderation')).toBe(false);
    // An appeal's reviewer reads the case and history behind it, and decides nothing else.
    expect(can(holding('review_appeals'), 'view_moderation')).toBe(true);
    expect(can(holding('review_appeals'), 'moderate')).toBe(false);
    expect(can(holding('ban_players'), 'review_appeals')).toBe(false);
  });

  it('reads manage_ as including view_', () => {
    expect(can(permissionSubject({ role: 'guest', effectivePermissions: ['manage_trades'] }), 'view_trades')).toBe(true);
    expect(can(permissionSubject({ role: 'guest', effectivePermissions: ['view_trades'] }), 'manage_trades')).toBe(false);
  });
});

describe('which screen needs which permission', () => {
  it('names the permission of each guarded screen and of the paths under it', () => {
    expect(screenPermission('/chats')).toBe('view_chat');
    expect(screenPermission('/trades?open=abc')).toBe('view_trades');
    expect(screenPermission('/marketplace')).toBe('view_marketplace');
    expect(screenPermission('/tc-users')).toBe('view_users');
    expect(screenPermission('/cf-users')).toBe('view_users');
    expect(screenPermission('/admin')).toBe('admin');
    expect(screenPermission('/team')).toBe('admin');
    expect(screenPermission('/cases')).toBe('view_moderation');
    expect(screenPermission('/cases/0123456789abcdef01234567')).toBe('view_moderation');
    expect(screenPermission('/sanctions?status=active')).toBe('view_moderation');
    expect(screenPermission('/')).toBeUndefined();
    expect(screenPermission('/profile')).toBeUndefined();
    expect(screenPermission('/chatsroom')).toBeUndefined();
    expect(screenPermission('/reports?assignee=none')).toBe('view_moderation');
    expect(screenPermission('/appeals')).toBe('review_appeals');
    // The public appeal page is not under the reviewers' queue.
    expect(screenPermission('/appeal')).toBeUndefined();
    expect(screenPermission('/items/Dragon%20Egg')).toBe('view_marketplace');
    expect(Object.keys(SCREEN_PERMISSIONS)).toHaveLength(13);
    expect(canOpen({ role: 'guest', permissions: ['view_chat'] }, '/watch-rules')).toBe(false);
    expect(canOpen({ role: 'guest', permissions: ['view_chat'] }, '/alerts')).toBe(true);
    expect(canOpen({ role: 'guest', permissions: ['ban_players'] }, '/cases')).toBe(true);
    expect(canOpen({ role: 'user' }, '/sanctions')).toBe(false);
  });

  it('opens a screen to those who hold its permission, and the player pages to any evidence permission', () => {
    const viewer = { role: 'guest', permissions: ['view_marketplace'] };
    expect(canOpen(viewer, '/marketplace')).toBe(true);
    expect(canOpen(viewer, '/trades')).toBe(false);
    expect(canOpen(viewer, '/')).toBe(true);
    expect(canOpen(viewer, '/players/42')).toBe(true);
    expect(canOpen(viewer, '/players?name=bob')).toBe(true);
    expect(canOpen({ role: 'guest', permissions: ['view_users'] }, '/players/42')).toBe(false);
    expect(canOpen({ role: 'admin' }, '/admin')).toBe(true);
    expect(canOpen({ role: 'admin' }, '/team')).toBe(true);
    expect(canOpen({ role: 'guest', permissions: ['view_moderation', 'review_appeals', 'moderate'] }, '/team')).toBe(false);
    expect(canOpen(null, '/')).toBe(false);
    expect(canOpen({ role: 'guest', permissions: ['view_moderation'] }, '/players/42')).toBe(true);
    expect(PLAYER_VIEW_PERMISSIONS).toEqual(['view_chat', 'view_trades', 'view_marketplace', 'view_leaderboards', 'view_moderation']);
  });
});
