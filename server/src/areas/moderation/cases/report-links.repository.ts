// Single-use links to a case's report (migration 028), keyed by the hash of their ticket.
import type { Kysely, Selectable } from 'kysely';
import type { CaseReportLinksTable } from '../../../db/moderation-schema';
import type { DB } from '../../../db/schema';

export type ReportLinkRow = Selectable<CaseReportLinksTable>;

/** Stores a new link, and deletes the links that expired unused (expires_idx). */
export async function insertReportLink(db: Kysely<DB>, row: ReportLinkRow, now: number): Promise<void> {
  await db.deleteFrom('case_report_links').where('expires_at', '<=', now).execute();
  await db.insertInto('case_report_links').values(row).execute();
}

/**
 * Takes the link of this ticket for this case: deleted and answered in one statement, so of two
 * requests with one ticket only one gets it. A ticket for another case is left as it is.
 */
export const takeReportLink = (db: Kysely<DB>, ticketHash: string, caseId: string): Promise<ReportLinkRow | undefined> =>
  db.deleteFrom('case_report_links').where('ticket_hash', '=', ticketHash).where('case_id', '=', caseId).returningAll().executeTakeFirst();
