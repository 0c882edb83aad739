// The alert inbox's words (docs/RULES.md, "Watchlists and alerts").
export const ALERTS_UI = {
  title: 'Alerts',
  subtitle: 'What your watch rules and the shared ones caught, newest first.',
  unreadOnly: 'Unread only',
  rule: 'Watch rule',
  anyRule: 'Any rule',
  markAllRead: 'Mark all read',
  markAllFailed: 'The alerts could not be marked read. Please try again.',
  manageRules: 'Watch rules',
  listLabel: 'Alerts',
  loading: 'Loading alerts',
  loadFailed: 'The alerts could not be loaded.',
  retry: 'Try again',
  emptyTitle: 'No alerts',
  emptyBody: 'No alerts yet. Alerts appear here when a watch rule matches a new chat message, trade or purchase.',
  emptyUnreadBody: 'Nothing unread. Every alert here has been read.',
  showing: (shown: number, total: number, unread: number) =>
    `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${total === 1 ? 'alert' : 'alerts'} · ${unread.toLocaleString('en-US')} unread`,
  pagination: 'Alert pages',
  unread: 'Unread',
  read: 'Read',
  open: (rule: string, summary: string) => `Open alert of ${rule}: ${summary}`,
} as const;
