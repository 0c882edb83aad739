// The Sanctions screen's strings (docs/RULES.md, "Moderation").
import { formatNumber } from '@staff-console/domain';

export const SANCTIONS_UI = {
  title: 'Sanctions',
  subtitle: 'Warnings, mutes and bans, newest first, with how each reached the game.',
  status: 'Status',
  anyStatus: 'Any status',
  type: 'Type',
  anyType: 'Any type',
  enforcement: 'On Roblox',
  anyEnforcement: 'Any enforcement',
  player: 'Player',
  filterBy: (who: string) => `Show ${who}'s sanctions`,
  showing: (shown: number, total: number) => `Showing ${formatNumber(shown)} of ${formatNumber(total)} sanctions`,
  loading: 'Loading sanctions…',
  loadFailed: 'Failed to load sanctions. Please try again.',
  retry: 'Retry',
  emptyTitle: 'No sanctions',
  emptyBody: 'No sanction matches these filters.',
  pagination: 'Sanction pages',
  listLabel: 'Sanctions',
} as const;
