// The watch area's public entry: what other screens and the app share of watch rules and alerts
// (the dialog behind the watch button, the unread count and its bell). The alerts and watch-rules
// screens are lazy-loaded by the router from their page modules.
export { badgeText, useUnreadAlertCount } from './unread-alerts';
export { UnreadAlertsBell } from './unread-alerts-bell';
export { WatchButton } from './watch-button';
export { WATCH_UI } from './watch-messages';
