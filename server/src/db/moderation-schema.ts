// Tables of the moderation workbench (notes, cases, evidence, activity, sanctions and their feed)
// and of the outbox (migration 011). Times are epoch milliseconds; JSON is text.

export interface SequencesTable {
  name: string;
  value: number;
}

export interface NotesTable {
  id: string;
  /** The player's id. */
  user_id: number;
  text: string;
  created_at: number;
  created_by_id: string;
  created_by_name: string;
  updated_at: number | null;
}

export interface CasesTable {
  id: string;
  number: number;
  title: string;
  title_lower: string;
  status: string;
  assignee_id: string | null;
  assignee_name: string | null;
  summary: string;
  resolution: string | null;
  created_at: number;
  created_by_id: string;
  created_by_name: string;
  updated_at: number;
}

export interface CasePlayersTable {
  case_id: string;
  user_id: number;
}

export interface CaseEvidenceTable {
  id: string;
  case_id: string;
  kind: string;
  /** The log row's id. */
  ref: string;
  /** JSON: the row as its log screen answered it when added. */
  snapshot: string;
  note: string | null;
  added_by_id: string;
  added_by_name: string;
  added_at: number;
}

export interface CaseActivityTable {
  id: string;
  case_id: string;
  type: string;
  at: number;
  by_id: string;
  by_name: string;
  /** JSON. */
  details: string;
}

/** A single-use link to a case's report (migration 028). */
export interface CaseReportLinksTable {
  /** SHA-256 of the ticket, hex: the ticket itself is only in the link. */
  ticket_hash: string;
  case_id: string;
  user_id: string;
  session_id: string;
  token_version: number;
  expires_at: number;
}

export interface SanctionsTable {
  id: string;
  user_id: number;
  type: string;
  reason: string;
  public_reason: string;
  created_at: number;
  created_by_id: string;
  created_by_name: string;
  expires_at: number | null;
  exclude_alt_accounts: number;
  case_id: string | null;
  revoked_at: number | null;
  revoked_by_id: string | null;
  revoked_by_name: string | null;
  revoke_reason: string | null;
  /**
   * 'not_configured', 'not_applicable', or, for a change sent through the outbox (`outbox_id`), its
   * delivery's state: 'pending', 'applied' or 'failed', moved with the outbox row's status.
   */
  enforcement: string;
  outbox_id: string | null;
  /** The sanction preset it was issued under (migration 021). */
  preset_id: string | null;
  /** The appeal code's 12 symbols (migration 032); null for warnings and sanctions issued as not appealable. */
  appeal_code: string | null;
}

export interface SanctionPresetsTable {
  id: string;
  name: string;
  /** The name in lower case: unique. */
  name_key: string;
  public_reason: string;
  private_reason: string;
  /** JSON: the ladder's steps. */
  steps: string;
  created_by_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface SanctionChangesTable {
  /** The feed's cursor, increasing in commit order. */
  id: number;
  sanction_id: string;
  user_id: number;
  type: string;
  active: number;
  public_reason: string;
  expires_at: number | null;
  changed_at: number;
}

export interface OutboxTable {
  id: string;
  kind: string;
  /** JSON. */
  payload: string;
  /** Rows with one key are delivered in the order written. */
  ordering_key: string | null;
  /** pending, sent, failed, or cancelled (a later change made it pointless before it went out). */
  status: string;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  lease: string | null;
  locked_until: number | null;
  created_at: number;
  sent_at: number | null;
}

export interface ModerationTables {
  sequences: SequencesTable;
  notes: NotesTable;
  cases: CasesTable;
  case_players: CasePlayersTable;
  case_evidence: CaseEvidenceTable;
  case_activity: CaseActivityTable;
  case_report_links: CaseReportLinksTable;
  sanctions: SanctionsTable;
  sanction_presets: SanctionPresetsTable;
  sanction_changes: SanctionChangesTable;
  outbox: OutboxTable;
}
