// The Reports screens' words: the queue of reported players, a player's reports and what a
// moderator does about them, the sidebar's count and the dashboard's line.
import { formatNumber, REPORT_LIMITS, type ReportCategory, type ReportQueueSort, type ReportStatus } from '@staff-console/domain';

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** "5 min ago", "3 h ago", "2 d ago": how long ago, rounded down, never in the future. */
export function agoText(iso: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (Number.isNaN(minutes)) return '';
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${formatNumber(Math.floor(hours / 24))} d ago`;
}

export const REPORTS_UI = {
  title: 'Reports',
  subtitle: 'Players reported by other players, one line per reported player, waiting for a moderator.',
  // The filters
  category: 'Category',
  anyCategory: 'Any category',
  categories: { scam: 'Scam', harassment: 'Harassment', exploiting: 'Exploiting', inappropriate: 'Inappropriate', other: 'Other' } satisfies Record<
    ReportCategory,
    string
  >,
  assignee: 'Claimed by',
  assignees: { anyone: 'Anyone', me: 'Me', none: 'Unclaimed' },
  sort: 'Order',
  sorts: { priority: 'Most reporters first', oldest: 'Oldest report first', newest: 'Newest report first' } satisfies Record<ReportQueueSort, string>,
  // The queue
  columns: {
    player: 'Player',
    open: 'Open reports',
    reporters: 'Reporters',
    categories: 'Categories',
    oldest: 'Oldest',
    newest: 'Newest',
    assignee: 'Claimed by',
  },
  unclaimed: 'Unclaimed',
  you: 'you',
  openReports: (n: number) => plural(n, 'open report', 'open reports'),
  reporters: (n: number) => plural(n, 'reporter', 'reporters'),
  categoryCount: (name: string, n: number) => (n > 1 ? `${name} ×${formatNumber(n)}` : name),
  oldestAt: (ago: string) => `oldest ${ago}`,
  newestAt: (ago: string) => `newest ${ago}`,
  showing: (shown: number, total: number) => `Showing ${formatNumber(shown)} of ${plural(total, 'reported player', 'reported players')}`,
  loading: 'Loading the reports…',
  loadFailed: 'Failed to load the reports. Please try again.',
  retry: 'Retry',
  emptyTitle: 'No player waits',
  emptyBody: 'No reported player matches these filters.',
  pagination: 'Report queue pages',
  listLabel: 'Reported players',
  openPlayer: (label: string) => `Open the reports on ${label}`,
  keysHint: 'Keys: j and k move, Enter opens the player, c claims them.',
  // A player's reports
  panelLabel: (label: string) => `Reports on ${label}`,
  close: 'Close',
  playerId: (id: number) => `User id ${id}`,
  heldBy: (who: string) => `Claimed by ${who}`,
  heldByYou: 'Claimed by you',
  notHeld: 'Nobody has claimed these reports.',
  claim: (name: string) => `Claim ${name}`,
  claimed: (name: string, n: number) => `You claimed ${plural(n, 'report', 'reports')} on ${name}.`,
  claimConflict: (who: string, label: string) => `${who} has already claimed the reports on ${label}.`,
  claimConflictUnknown: 'Another moderator has already claimed these reports.',
  takeOver: 'Take over',
  claimFailed: 'The reports could not be claimed. Please try again.',
  dismiss: (name: string) => `Dismiss the reports on ${name}`,
  dismissTitle: (name: string) => `Dismiss the reports on ${name}`,
  dismissBody: (n: number) =>
    `Every open report on this player (${plural(n, 'report', 'reports')}) ends dismissed. The reporters are told that nothing came of it.`,
  dismissReason: 'Reason',
  dismissHelp: `Why nothing is done (staff only; at most ${formatNumber(REPORT_LIMITS.dismissReason)} characters).`,
  dismissConfirm: 'Dismiss reports',
  dismissFailed: 'The reports could not be dismissed. Please try again.',
  openCase: (name: string) => `Open a case on ${name}`,
  openCaseBody: (label: string, n: number) => `A new case about ${label} is opened with their ${plural(n, 'open report', 'open reports')}, and you go to it.`,
  openCaseConfirm: 'Open the case',
  openCaseFailed: 'The case could not be opened. Please try again.',
  sanction: (name: string) => `Sanction ${name}`,
  sanctionHint: 'Issuing a sanction resolves the open reports on this player.',
  reportsHeading: 'Reports',
  reportsFailed: 'Failed to load this player’s reports. Please try again.',
  noReports: 'No report on this player.',
  moreReports: (shown: number, total: number) => `Showing the latest ${formatNumber(shown)} of ${plural(total, 'report', 'reports')}.`,
  statuses: { open: 'Open', claimed: 'Claimed', actioned: 'Actioned', dismissed: 'Dismissed' } satisfies Record<ReportStatus, string>,
  reportedBy: 'Reported by',
  server: (id: string) => `Server ${id}`,
  place: (id: string) => `Place ${id}`,
  excess: 'Excess',
  excessHint: `Past the reporter’s ${REPORT_LIMITS.perReporterPerDay} reports a day: kept, but it does not raise the player’s priority.`,
  record: (actioned: number, dismissed: number, total: number) =>
    `${formatNumber(actioned)} actioned · ${formatNumber(dismissed)} dismissed · ${formatNumber(total)} total`,
  recordExcess: (n: number) => `${plural(n, 'excess report', 'excess reports')}`,
  recordLabel: 'The reporter’s record',
  recordFailed: 'Record unavailable',
  dismissedBecause: (reason: string) => `Dismissed: ${reason}`,
  resolvedBy: (who: string, when: string) => `Resolved by ${who}, ${when}`,
  showContext: 'Show the chat before the report',
  hideContext: 'Hide the chat',
  contextTitle: `Chat in the ${REPORT_LIMITS.contextMinutes} minutes before the report`,
  contextLoading: 'Loading the chat…',
  contextFailed: 'Failed to load the chat before this report. Please try again.',
  contextEmpty: `Nobody said anything in the ${REPORT_LIMITS.contextMinutes} minutes before this report.`,
  notesAndSanctions: 'Notes and sanctions',
  // The dashboard (the sidebar's words are the layout's, in nav-items.ts)
  dashboardWaiting: (n: number, ago: string) => `${plural(n, 'player waits', 'players wait')} for a moderator, the oldest report since ${ago}.`,
  dashboardNone: 'No reported player waits for a moderator.',
  dashboardOpen: 'Open the reports',
} as const;
