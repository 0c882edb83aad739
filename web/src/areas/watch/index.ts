// Watch rules and alerts: what several screens share (the dialog, the shortcuts, the unread count).
export { WatchButton } from './watch-button';
export { WATCH_UI } from './watch-messages';
