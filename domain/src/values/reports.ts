// Player reports: what a player may report, the states a report goes through, and the numbers the
// queue's rules are written with. Read by the schemas, the server and the web app alike.

/** What a player may report another player for. */
export const REPORT_CATEGORIES = ['scam', 'harassment', 'exploiting', 'inappropriate', 'other'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

/**
 * A report is open until a moderator claims it; it ends actioned (a sanction or a case came of it)
 * or dismissed (with a reason).
 */
export const REPORT_STATUSES = ['open', 'claimed', 'actioned', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** How a player's reports were resolved: dismissed, put in a case, or a sanction was issued. */
export const REPORT_RESOLUTIONS = ['dismissed', 'case', 'sanction'] as const;
export type ReportResolutionAction = (typeof REPORT_RESOLUTIONS)[number];

/** What the game is told about a report: never the sanction, the reason or the staff member. */
export const REPORT_OUTCOMES = ['actioned', 'dismissed'] as const;
export type ReportOutcomeKind = (typeof REPORT_OUTCOMES)[number];

/** The queue's orders: most distinct reporters first (then newest), oldest report first, newest first. */
export const REPORT_QUEUE_SORTS = ['priority', 'oldest', 'newest'] as const;
export type ReportQueueSort = (typeof REPORT_QUEUE_SORTS)[number];

export const REPORT_LIMITS = {
  /** Characters of a report's text. */
  text: 1000,
  /** A reporter's reports in 24 hours before the rest are kept as excess (never raising priority). */
  perReporterPerDay: 20,
  /** The chat shown around a report: the minutes before it. */
  contextMinutes: 10,
  /** A dismissal's reason. */
  dismissReason: 1000,
  queuePageSize: 50,
  reportsPageSize: 50,
  maxPageSize: 200,
  outcomesPageSize: 500,
  /** A `reports` watch rule's threshold: distinct open reporters of one player. */
  watchThresholdMin: 2,
  watchThresholdMax: 100,
} as const;
