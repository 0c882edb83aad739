// The Leaderboards section's sentences; those the product's rules quote stay word for word (docs/RULES.md, "Messages").
import { HOME_LEADERBOARD_SIZE, type LeaderboardCategory } from '@staff-console/domain';

export const LEADERBOARD_UI = {
  title: 'Leaderboards',
  subtitle: `The top ${HOME_LEADERBOARD_SIZE} players of the game in each ranking.`,
  tabsLabel: 'Leaderboard categories',
  tabs: {
    Value: 'Global Value',
    Bux: 'Global Case-Bux',
    Levels: 'Global Levels',
    ItemAmount: 'Global Items',
  } satisfies Record<LeaderboardCategory, string>,
  chip: {
    Value: (n: string) => `${n} Value`,
    Bux: (n: string) => `${n} Case-Bux`,
    Levels: (n: string) => `Lvl ${n}`,
    ItemAmount: (n: string) => `${n} Items`,
  } satisfies Record<LeaderboardCategory, (n: string) => string>,
  userId: (id: number) => `User ID: ${id}`,
  rank: (rank: number) => `Rank ${rank}`,
  loading: (tab: string) => `Loading ${tab}`,
  failed: (category: LeaderboardCategory) => `Failed to load ${category} leaderboard. Please try again later.`,
  empty: 'No data available',
  tryAgain: 'Try Again',
  listLabel: (tab: string) => `${tab} ranking`,
} as const;
