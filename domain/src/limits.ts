// The limits the product's sentences state (MESSAGES): each number is written here once and read
// both by its schema's limits and by the sentence that tells staff about it. A leaf module (it
// imports nothing), so the messages can read it while the schemas read the messages.

/** Digits of a two-factor code from an authenticator app (TOTP). */
export const TOTP_DIGITS = 6;

/** Every staff password has at least this many characters. */
export const MIN_PASSWORD = 12;

/** Saved searches one staff member may keep (shared ones included). */
export const SAVED_SEARCHES_PER_USER = 200;

/** Sanction presets in all. */
export const SANCTION_PRESETS_MAX = 50;

/** What one case may hold: comments, evidence items, history entries of every kind, players named. */
export const CASE_COMMENTS_MAX = 1000;
export const CASE_EVIDENCE_MAX = 500;
export const CASE_HISTORY_MAX = 5000;
export const CASE_PLAYERS_MAX = 100;

/** Watch rules one staff member may have made (personal and shared), and all of them together. */
export const WATCH_RULES_PER_USER = 100;
export const WATCH_RULES_IN_ALL = 2000;
/** The longest window the team's statistics cover at once, in days. */
export const TEAM_WINDOW_MAX_DAYS = 400;

/** The longest a request may take (the server's REQUEST_TIMEOUT_MS unless configured); the web app gives up after as long. */
export const API_REQUEST_TIMEOUT_MS = 50_000;

/** Lengths and sizes the schemas and their sentences share. */
export const LIMITS = {
  name: 100,
  chatMessage: 4000,
  itemList: 500,
  pageSize: 1000,
  searchMin: 3,
} as const;

export const INGEST_LIMITS = {
  /** Events per request. */
  maxEvents: 10_000,
  /** Bytes per request body. */
  maxBytes: 10 * 1024 * 1024,
  /** Invalid events listed in a 400 answer. */
  listedErrors: 20,
} as const;

export const WATCH_LIMITS = {
  name: 100,
  /** A term, an item name or a user id. */
  target: 100,
  termMin: LIMITS.searchMin,
  maxRatio: 1000,
  maxDifference: 1_000_000_000_000,
  /** Alerts marked read by id in one request. */
  readIds: 1000,
  alertsPageSize: 50,
  alertsMaxLimit: 100,
  webhookUrl: 500,
  /** Watch rules one staff member may have made (personal and shared), and all of them together. */
  rulesPerUser: WATCH_RULES_PER_USER,
  rulesInAll: WATCH_RULES_IN_ALL,
  /**
   * Alert rows one ingest batch may write: each matched rule's first player first, then its other
   * players, then a player's further events up to alertsPerGroupInBatch; the rest are counted on
   * the last row of their group or, past the budget, in the watch_alerts_over_budget counter.
   */
  alertsPerBatch: 500,
  alertsPerGroupInBatch: 10,
  /**
   * Alert rows the rules one staff member made may take in one batch, so one person's rules never
   * crowd out everyone else's (nor slow ingest for them): a quarter of their rule cap. When more of
   * their rules match, the rules take turns, the one whose last row is oldest first.
   */
  alertsPerMakerInBatch: 25,
} as const;

/** Players a leaderboard shows on the home screen. */
export const HOME_LEADERBOARD_SIZE = 100;

/** The longest two-factor code (the app's or a recovery code) a form takes and the server reads. */
export const TWO_FACTOR_CODE_MAX = 40;

/** The longest step-up code a form takes and the server reads. */
export const STEP_UP_CODE_MAX = 32;

/** Messages on each side of a hit, by default and at most. */
export const CHAT_CONTEXT_DEFAULT = 25;
export const CHAT_CONTEXT_MAX = 100;
/** The chat of a trade's players is read from this long before the trade up to its time. */
export const TRADE_CHAT_WINDOW_MS = 10 * 60_000;
