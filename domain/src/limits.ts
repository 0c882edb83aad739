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
