// Tables of player reports (migration 030): the reports, the queue's row per reported player and the
// (reported, reporter) pairs its distinct reporters are counted by. Times are epoch milliseconds.

export interface ReportsTable {
  id: string;
  reporter_id: number;
  reporter_name: string;
  reported_id: number;
  reported_name: string;
  category: string;
  text: string;
  server_id: string | null;
  place_id: string | null;
  /** When the player reported (the event's date). */
  date: number;
  received_at: number;
  status: string;
  /** 1: past the reporter's daily allowance, never counted toward the player's reporters. */
  excess: number;
  assignee_id: string | null;
  assignee_name: string | null;
  resolution_action: string | null;
  resolution_reason: string | null;
  resolution_case_id: string | null;
  resolution_sanction_id: string | null;
  resolved_by_id: string | null;
  resolved_by_name: string | null;
  resolved_at: number | null;
  /** The outcomes feed's number, taken when the report is resolved. */
  outcome_seq: number | null;
}

export interface ReportQueueTable {
  reported_id: number;
  reported_name: string;
  /** Open and claimed reports. */
  open: number;
  /** Distinct reporters of those reports, excess ones not counted. */
  reporters: number;
  oldest_at: number;
  newest_at: number;
  assignee_id: string | null;
  assignee_name: string | null;
  cat_scam: number;
  cat_harassment: number;
  cat_exploiting: number;
  cat_inappropriate: number;
  cat_other: number;
}

export interface ReportReportersTable {
  reported_id: number;
  reporter_id: number;
  /** This reporter's open or claimed, non-excess reports of the player. */
  open: number;
}

export interface ReportTables {
  reports: ReportsTable;
  report_queue: ReportQueueTable;
  report_reporters: ReportReportersTable;
}
