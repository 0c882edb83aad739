// Built-in starting points for a custom role: picking one in the role dialog fills its permissions,
// which the administrator may still change before saving. Not system roles: nothing is stored.
import { PERMISSIONS, type Permission } from './permissions';

/** Each permission in words, for the role and user dialogs (the stored name stays beside it). */
export const PERMISSION_LABELS: Readonly<Record<Permission, string>> = {
  admin: 'Administrator',
  view_chat: 'Read chat logs',
  manage_chat: 'Manage chat logs',
  view_trades: 'Read trade logs',
  manage_trades: 'Manage trade logs',
  view_marketplace: 'Read marketplace logs',
  manage_marketplace: 'Manage marketplace logs',
  view_users: 'Look up players',
  manage_users: 'Manage players',
  view_leaderboards: 'See leaderboards',
  manage_leaderboards: 'Manage leaderboards',
  view_moderation: 'Read moderation (notes, cases, sanctions)',
  moderate: 'Moderate (notes, cases, warnings, mutes)',
  ban_players: 'Ban players and revoke bans',
  review_appeals: "Review players' appeals of mutes and bans",
};

export const permissionLabel = (name: string): string => PERMISSION_LABELS[name as Permission] ?? name;

export interface RolePreset {
  id: 'moderator' | 'senior_moderator';
  /** What the dialog offers. */
  label: string;
  /** A suggested role name (letters, digits and underscores, as role names must be). */
  name: string;
  description: string;
  permissions: readonly Permission[];
}

const MODERATOR: readonly Permission[] = ['view_chat', 'view_trades', 'view_marketplace', 'view_users', 'view_leaderboards', 'view_moderation', 'moderate'];

export const ROLE_PRESETS: readonly RolePreset[] = [
  {
    id: 'moderator',
    label: 'Moderator',
    name: 'moderator',
    description: 'Reads every log, looks up players, writes notes, works on cases, warns and mutes.',
    permissions: MODERATOR,
  },
  {
    id: 'senior_moderator',
    label: 'Senior moderator',
    name: 'senior_moderator',
    description: 'A moderator who may also ban players, revoke bans, manage players and answer appeals.',
    permissions: [...MODERATOR, 'manage_users', 'ban_players', 'review_appeals'],
  },
];

/** The preset whose permissions are exactly these (in any order), if any. */
export function presetOf(permissions: readonly string[]): RolePreset | undefined {
  const chosen = new Set(permissions);
  return ROLE_PRESETS.find((p) => p.permissions.length === chosen.size && p.permissions.every((x) => chosen.has(x)));
}

/** Permissions in the server's order, so a preset reads the same way as the checkboxes. */
export const inPermissionOrder = (permissions: readonly string[]): string[] => PERMISSIONS.filter((p) => permissions.includes(p));
