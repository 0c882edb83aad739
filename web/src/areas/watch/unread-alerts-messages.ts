// The bell's words, apart from WATCH_UI: the bell is on every signed-in screen's first JavaScript,
// which should not carry every sentence of the watch screens. WATCH_UI repeats it.
export const UNREAD_ALERTS_UI = {
  unreadAlerts: (n: number) => (n === 0 ? 'Alerts: none unread' : `Alerts: ${n} unread`),
} as const;
