// The player record's sentences (the top of the player page, for staff with view_moderation).
import { formatNumber } from '@staff-console/domain';

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

export const RECORD_UI = {
  title: 'Moderation record',
  banned: 'Banned',
  muted: 'Muted',
  bannedUntil: (when: string) => `Banned until ${when}`,
  bannedPermanently: 'Banned permanently',
  mutedUntil: (when: string) => `Muted until ${when}`,
  mutedPermanently: 'Muted permanently',
  clean: 'Not banned or muted',
  reason: (reason: string) => `Reason: ${reason}`,
  pastSanctions: 'Sanctions',
  warnings: (n: number) => plural(n, 'warning', 'warnings'),
  mutes: (n: number) => plural(n, 'mute', 'mutes'),
  bans: (n: number) => plural(n, 'ban', 'bans'),
  revoked: (n: number) => `${formatNumber(n)} revoked, not counted`,
  notes: 'Notes',
  noteCount: (n: number) => plural(n, 'note', 'notes'),
  openCases: 'Open cases',
  noOpenCases: 'None',
  moreCases: (n: number) => `all ${formatNumber(n)} open cases`,
  caseLink: (n: number, title: string) => `Case ${n}: ${title}`,
  warn: 'Warn',
  mute: 'Mute',
  ban: 'Ban',
  failed: 'Failed to load the moderation record.',
  tryAgain: 'Try Again',
} as const;
