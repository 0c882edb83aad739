// Whole rows for the repositories that insert a row as given: every column of the table, so the
// catalogued insert names each one (a new column fails the typecheck here until it is added).
import type { Selectable } from 'kysely';
import type { IngestKeysTable } from '../../db/log-schema';
import type { CaseEvidenceTable, CaseReportLinksTable, CasesTable, NotesTable, SanctionPresetsTable, SanctionsTable } from '../../db/moderation-schema';
import type { RolesTable, SavedSearchesTable, SessionsTable, UsersTable, WatchRulesTable } from '../../db/schema';

/** A fixed id and time: the values are never written out, only how many there are. */
export const ID = '0123456789abcdef01234567';
export const AT = 1_700_000_000_000;

export const ingestKey: IngestKeysTable = {
  id: ID,
  name: 'server',
  key_hash: 'hash',
  prefix: 'sck_',
  created_at: AT,
  created_by: ID,
  last_used_at: null,
  revoked_at: null,
  revoked_by: null,
};

export const role: RolesTable = {
  id: ID,
  name: 'Helper',
  name_lower: 'helper',
  description: '',
  permissions: '[]',
  system: 0,
  created_at: AT,
  updated_at: AT,
  require_two_factor: 0,
};

export const session: SessionsTable = {
  id: ID,
  user_id: ID,
  created_at: AT,
  last_seen_at: AT,
  expires_at: AT,
  ended_at: null,
  ip: '127.0.0.1',
  user_agent: 'agent',
  password_change_needed: 0,
};

export const user: Omit<UsersTable, 'time_zone'> = {
  id: ID,
  username: 'Alice',
  username_lower: 'alice',
  password_hash: 'hash',
  display_name: 'Alice',
  email: '',
  role: 'moderator',
  permissions: '[]',
  active: 1,
  token_version: 0,
  created_at: AT,
  updated_at: AT,
  totp_secret: null,
  totp_enabled: 0,
  totp_last_step: null,
};

export const caseRow: Selectable<CasesTable> = {
  id: ID,
  number: 1,
  title: 'Title',
  title_lower: 'title',
  status: 'open',
  assignee_id: null,
  assignee_name: null,
  summary: '',
  resolution: null,
  created_at: AT,
  created_by_id: ID,
  created_by_name: 'alice',
  updated_at: AT,
};

export const evidence: Selectable<CaseEvidenceTable> = {
  id: ID,
  case_id: ID,
  kind: 'chat',
  ref: ID,
  snapshot: '{}',
  note: null,
  added_by_id: ID,
  added_by_name: 'alice',
  added_at: AT,
};

export const reportLink: Selectable<CaseReportLinksTable> = {
  ticket_hash: 'hash',
  case_id: ID,
  user_id: ID,
  session_id: ID,
  token_version: 0,
  expires_at: AT,
};

export const sanction: Selectable<SanctionsTable> = {
  id: ID,
  user_id: 1,
  type: 'ban',
  reason: 'reason',
  public_reason: 'reason',
  created_at: AT,
  created_by_id: ID,
  created_by_name: 'alice',
  expires_at: null,
  exclude_alt_accounts: 0,
  case_id: null,
  revoked_at: null,
  revoked_by_id: null,
  revoked_by_name: null,
  revoke_reason: null,
  enforcement: 'none',
  outbox_id: null,
  preset_id: null,
  appeal_code: null,
};

export const note: Selectable<NotesTable> = {
  id: ID,
  user_id: 1,
  text: 'text',
  created_at: AT,
  created_by_id: ID,
  created_by_name: 'alice',
  updated_at: null,
};

export const preset: Selectable<SanctionPresetsTable> = {
  id: ID,
  name: 'Spam',
  name_key: 'spam',
  public_reason: 'Spam',
  private_reason: '',
  steps: '[]',
  created_by_id: ID,
  created_at: AT,
  updated_at: AT,
};

export const savedSearch: Selectable<SavedSearchesTable> = {
  id: ID,
  name: 'Search',
  screen: 'chat',
  query: '{}',
  shared: 0,
  created_by_id: ID,
  created_at: AT,
};

export const watchRule: Omit<Selectable<WatchRulesTable>, 'alert_count'> = {
  id: ID,
  name: 'Rule',
  kind: 'chat_term',
  target: 'term',
  target_key: 'term',
  ratio: null,
  min_difference: null,
  scopes: 'chat',
  shared: 0,
  owner_id: ID,
  created_by_id: ID,
  discord_webhook_id: null,
  enabled: 1,
  created_at: AT,
  updated_at: AT,
};
