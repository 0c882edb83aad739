// Table types for Kysely. Times are epoch milliseconds; booleans are 0/1 integers on both engines;
// lists and objects are JSON text. Row types end in `Table`; services map them to domain shapes.
import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  username: string;
  username_lower: string;
  password_hash: string;
  display_name: string;
  email: string;
  role: string;
  permissions: string;
  active: number;
  token_version: number;
  created_at: number;
  updated_at: number;
  /** The TOTP secret, sealed with the server's key (null until set up). */
  totp_secret: string | null;
  totp_enabled: number;
  totp_last_step: number | null;
  /** Migration 024: the IANA zone the member reads times in; null for US Eastern. */
  time_zone: string | null;
}

export interface RolesTable {
  id: string;
  name: string;
  name_lower: string;
  description: string;
  permissions: string;
  system: number;
  created_at: number;
  updated_at: number;
  require_two_factor: number;
}

export interface ActionLogsTable {
  id: string;
  timestamp: number;
  category: string;
  username: string;
  username_lower: string;
  user_id: string | null;
  ip_address: string;
  action: string;
  details: string;
  /** Migration 024: what the entry is about (from its details), for the log's filters. */
  target_player_id: number | null;
  target_case_id: string | null;
  target_user_id: string | null;
}

export interface LoginFailuresTable {
  id: string;
  username_lower: string;
  ip: string;
  at: number;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: number;
  last_seen_at: number;
  /** Sign-in time plus the maximum session age: no refresh extends a session past it. */
  expires_at: number;
  ended_at: number | null;
  ip: string;
  user_agent: string;
  /** Signed in with a password shorter than the minimum: only changing it (and signing out) opens. */
  password_change_needed: number;
}

export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  /** SHA-256 of the normalised code (the codes are random, so a fast hash is enough). */
  code_hash: string;
  used_at: number | null;
}

/** A password accepted for a user with two-factor, waiting for the code. */
export interface LoginChallengesTable {
  id: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  /** The password step's password was shorter than the minimum: the session will be marked. */
  password_change_needed: number;
}

export interface CountersTable {
  name: string;
  value: number;
}

export interface StaffTables {
  users: UsersTable;
  roles: RolesTable;
  action_logs: ActionLogsTable;
  login_failures: LoginFailuresTable;
  counters: CountersTable;
  sessions: SessionsTable;
  recovery_codes: RecoveryCodesTable;
  login_challenges: LoginChallengesTable;
  saved_searches: SavedSearchesTable;
  watch_rules: WatchRulesTable;
  watch_rules_version: WatchRulesVersionTable;
  alerts: AlertsTable;
  alert_read_marks: AlertReadMarksTable;
  alert_reads: AlertReadsTable;
  alert_read_undos: AlertReadUndosTable;
  discord_webhooks: DiscordWebhooksTable;
}

/** Migration 016: what a watch rule watches, who sees it, and how many alerts it has raised. */
export interface WatchRulesTable {
  id: string;
  name: string;
  kind: string;
  /** As entered: a user id's digits, a term, an item name; null for a lopsided rule. */
  target: string | null;
  /** What is compared: the user id, the folded term, the item key; null for a lopsided rule. */
  target_key: string | null;
  ratio: number | null;
  min_difference: number | null;
  /** Comma-separated, in the order chat, trades, marketplace. */
  scopes: string;
  shared: number;
  /** The author of a personal rule (deleted with them); null for a shared rule. */
  owner_id: string | null;
  created_by_id: string | null;
  discord_webhook_id: string | null;
  enabled: number;
  alert_count: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface WatchRulesVersionTable {
  id: number;
  version: number;
}

export interface AlertsTable {
  id: string;
  rule_id: string;
  /** 1, 2, 3… within its rule, in the order its rule's alerts were stored. */
  rule_seq: number;
  kind: string;
  ref: string;
  summary: string;
  created_at: number;
  /** Migration 023: the player the alert is about, and its group (player and hour). */
  player_id: number | null;
  group_key: string | null;
}

/** Migration 023: what one "mark read" moved, kept so it can be undone. */
export interface AlertReadUndosTable {
  id: string;
  user_id: string;
  marks: string;
  created_at: number;
}

export interface AlertReadMarksTable {
  user_id: string;
  rule_id: string;
  read_through_seq: number;
  read_count: number;
}

export interface AlertReadsTable {
  user_id: string;
  alert_id: string;
  rule_id: string;
}

export interface DiscordWebhooksTable {
  id: string;
  name: string;
  url: string;
  created_by_id: string | null;
  created_at: number;
}

export interface SavedSearchesTable {
  id: string;
  name: string;
  screen: string;
  /** The screen's URL query, without '?'. */
  query: string;
  /** 1: every staff member who may open the screen sees it; 0: only its author. */
  shared: number;
  created_by_id: string;
  created_at: number;
}

// Log tables (chat, trades, marketplace, players, ingest keys) are declared in log-schema.ts; the
// moderation workbench's and the outbox in moderation-schema.ts.
import type { LogTables } from './log-schema';
import type { ModerationTables } from './moderation-schema';
import type { ReportTables } from './reports-schema';
import type { AppealTables } from './appeals-schema';

export interface DB extends StaffTables, LogTables, ModerationTables, ReportTables, AppealTables {}
