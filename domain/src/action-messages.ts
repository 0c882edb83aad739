// The action log in words: every action code the server records, as staff read it in the Admin
// panel's action log and its filter. A code missing here is a test failure on the server, so a new
// action gets its label when it is added.

export const ACTION_LABELS: Readonly<Record<string, string>> = {
  // Signing in and one's own account
  login: 'Signed in',
  login_failed: 'Sign-in failed',
  logout: 'Signed out',
  session_ended: 'Session ended',
  profile_updated: 'Profile updated',
  password_changed: 'Password changed',
  password_change_failed: 'Password change failed',
  password_reset: 'Password reset (command line)',
  two_factor_setup_started: 'Two-factor setup started',
  two_factor_enabled: 'Two-factor turned on',
  two_factor_disabled: 'Two-factor turned off',
  recovery_codes_regenerated: 'Recovery codes replaced',
  access_denied: 'Access refused',
  throttled: 'Too many requests',
  // Staff administration
  first_admin_created: 'First administrator created',
  user_created: 'Staff account created',
  user_updated: 'Staff account updated',
  user_deleted: 'Staff account deleted',
  sessions_ended: "Staff member's sessions ended",
  two_factor_reset: "Staff member's two-factor reset",
  step_up_failed: "Administrator's confirmation refused",
  role_created: 'Role created',
  role_updated: 'Role updated',
  role_deleted: 'Role deleted',
  role_two_factor_changed: "Role's two-factor rule changed",
  ingest_key_created: 'Ingest key created',
  ingest_key_revoked: 'Ingest key revoked',
  discord_webhook_created: 'Discord webhook added',
  discord_webhook_deleted: 'Discord webhook removed',
  // Moderation
  player_viewed: 'Player page opened',
  note_created: 'Note written',
  note_updated: 'Note edited',
  note_deleted: 'Note deleted',
  case_created: 'Case opened',
  case_updated: 'Case updated',
  case_commented: 'Case comment added',
  case_report_viewed: 'Case report opened',
  evidence_added: 'Evidence added',
  evidence_removed: 'Evidence removed',
  sanction_issued: 'Sanction issued',
  sanction_revoked: 'Sanction revoked',
  sanction_enforcement_failed: 'Ban did not reach Roblox',
  sanction_enforcement_retried: 'Ban sent to Roblox again',
  sanction_preset_created: 'Sanction reason created',
  sanction_preset_updated: 'Sanction reason changed',
  sanction_preset_deleted: 'Sanction reason deleted',
  reports_claimed: 'Reports claimed',
  reports_resolved: 'Reports resolved',
  appeal_submitted: 'Appeal sent by a player',
  appeal_decided: 'Appeal decided',
  watch_rule_created: 'Watch rule created',
  watch_rule_updated: 'Watch rule changed',
  watch_rule_deleted: 'Watch rule deleted',
  // Logs and the console itself
  chat_exported: 'Chat Logs exported',
  trades_exported: 'Trade Logs exported',
  marketplace_exported: 'Marketplace Logs exported',
  team_stats_exported: "Team's statistics exported",
  saved_search_created: 'Saved search created',
  saved_search_deleted: 'Saved search deleted',
  retention_run: 'Old rows deleted (retention)',
};

/** The label of an action code; an unknown code is spelled out from its words ("some_thing" → "Some thing"). */
export function actionLabel(code: string): string {
  const known = ACTION_LABELS[code];
  if (known) return known;
  const words = code.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : code;
}

/** Every labelled action, by label, for the action log's filter. */
export const LABELLED_ACTIONS: readonly { code: string; label: string }[] = Object.entries(ACTION_LABELS)
  .map(([code, label]) => ({ code, label }))
  .sort((a, b) => a.label.localeCompare(b.label));
