// Tables of appeals (migration 032): players' appeals of their mutes and bans, and the public
// page's look-ups and submissions counted per address and per code. Times are epoch milliseconds.

export interface AppealsTable {
  id: string;
  sanction_id: string;
  /** The player's id. */
  user_id: number;
  text: string;
  contact: string | null;
  submitted_at: number;
  /** The client address it was sent from. */
  address: string;
  /** open, upheld, reduced or lifted. */
  status: string;
  decided_by_id: string | null;
  decided_by_name: string | null;
  decided_at: number | null;
  public_answer: string | null;
  private_note: string | null;
  /** Reduced: when the sanction ended before the decision (null: it was permanent). */
  previous_expires_at: number | null;
}

export interface AppealHitsTable {
  id: string;
  /** lookup_address, lookup_code or appeal_address. */
  scope: string;
  /** The client address, or the code's symbols. */
  key: string;
  at: number;
}

export interface AppealTables {
  appeals: AppealsTable;
  appeal_hits: AppealHitsTable;
}
