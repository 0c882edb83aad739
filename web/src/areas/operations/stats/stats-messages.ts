// The admin panel's Dashboard tab: its sentences, word for word where docs/RULES.md ("Messages") quotes them.
export const STATS_UI = {
  loadFailed: 'Failed to load statistics',
  refresh: 'Refresh Stats',
  updatedAt: (time: string) => `Updated ${time}`,
  totalUsers: 'Total Users',
  chatMessages: 'Chat Messages',
  marketplaceItems: 'Marketplace Items',
  totalTrades: 'Total Trades',
  viewLogs: 'View logs',
  manageUsers: 'Manage users',
  leaderboards: 'Leaderboards',
  leaderboardName: 'Leaderboard',
  playerCount: 'Players',
  totalPlayers: 'Total players',
  recentActivity: 'Recent Activity',
  noActivity: 'No recent activity',
  byUser: (username: string) => `by ${username}`,
  /** Why the dashboard's chat count is larger than Chat Logs' total. */
  chatShown: (shown: string, hidden: string, hiddenCount: number) =>
    `${shown} shown in Chat Logs: ${hidden} ${hiddenCount === 1 ? 'message was' : 'messages were'} blanked by the game's chat filter (only # characters) and ${hiddenCount === 1 ? 'is' : 'are'} hidden there.`,
  leaderboardNames: { Value: 'Global Value', Bux: 'Global Case-Bux', Levels: 'Global Levels', ItemAmount: 'Global Items' },
  /** What the retention job keeps, e.g. 'Chat is kept 90 days; trades forever; marketplace forever; the action log 365 days.' */
  retention: (r: { chat: number | null; trades: number | null; marketplace: number | null; audit: number | null }) => {
    const kept = (days: number | null) => (days === null ? 'forever' : `${days.toLocaleString('en-US')} ${days === 1 ? 'day' : 'days'}`);
    return `Chat is kept ${kept(r.chat)}; trades ${kept(r.trades)}; marketplace ${kept(r.marketplace)}; the action log ${kept(r.audit)}.`;
  },
} as const;
