// The `reports` table (migration 030): a player's or a reporter's reports newest first, the
// reporter's record, changing the status of a player's open and claimed reports, and the outcomes
// feed in sequence order. New reports are stored by the writer (writer/), a batch at a time.
import { type Kysely, type Selectable, sql } from 'kysely';
import type { ReportStatus } from '@staff-console/domain';
import type { DB } from '../../db/schema';
import type { ReportsTable } from '../../db/reports-schema';

export type ReportRow = Selectable<ReportsTable>;

/** Statuses of reports still to be worked: they are in the queue. */
export const PENDING: ReportStatus[] = ['open', 'claimed'];

export const findReport = (db: Kysely<DB>, id: string): Promise<ReportRow | undefined> =>
  db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();

export interface ReportFilter {
  reportedId?: number;
  reporterId?: number;
  status?: ReportStatus;
}

/** Reports newest first, filtered by reported player, reporter or status, with their count. */
export async function listReports(db: Kysely<DB>, f: ReportFilter, page: { offset: number; limit: number }): Promise<{ rows: ReportRow[]; total: number }> {
  let q = db.selectFrom('reports');
  if (f.reportedId !== undefined) q = q.where('reported_id', '=', f.reportedId);
  if (f.reporterId !== undefined) q = q.where('reporter_id', '=', f.reporterId);
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('date', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** A reporter's reports counted by what came of them (a range of reports_reporter_idx). */
export async function reporterRecord(db: Kysely<DB>, reporterId: number): Promise<{ total: number; actioned: number; dismissed: number; excess: number }> {
  const row = await db
    .selectFrom('reports')
    .select([
      (eb) => eb.fn.countAll().as('total'),
      sql<number>`sum(CASE WHEN status = 'actioned' THEN 1 ELSE 0 END)`.as('actioned'),
      sql<number>`sum(CASE WHEN status = 'dismissed' THEN 1 ELSE 0 END)`.as('dismissed'),
      sql<number>`sum(excess)`.as('excess'),
    ])
    .where('reporter_id', '=', reporterId)
    .executeTakeFirst();
  return { total: Number(row?.total ?? 0), actioned: Number(row?.actioned ?? 0), dismissed: Number(row?.dismissed ?? 0), excess: Number(row?.excess ?? 0) };
}

/** The player's open and claimed reports, oldest first (call with their queue row locked). */
export const pendingReports = (db: Kysely<DB>, reportedId: number): Promise<ReportRow[]> =>
  db.selectFrom('reports').selectAll().where('reported_id', '=', reportedId).where('status', 'in', PENDING).orderBy('date').orderBy('id').execute();

/** Claims the player's open and claimed reports for a staff member; answers how many. */
export async function claimReports(trx: Kysely<DB>, reportedId: number, by: { id: string; username: string }): Promise<number> {
  const result = await trx
    .updateTable('reports')
    .set({ status: 'claimed', assignee_id: by.id, assignee_name: by.username })
    .where('reported_id', '=', reportedId)
    .where('status', 'in', PENDING)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface Resolution {
  status: 'actioned' | 'dismissed';
  resolvedAs: string;
  reason: string | null;
  caseId: string | null;
  sanctionId: string | null;
  byId: string;
  byName: string;
  at: number;
}

/** Resolves one report with its number in the outcomes feed. */
export async function resolveReport(trx: Kysely<DB>, id: string, r: Resolution, outcomeSeq: number): Promise<void> {
  await trx
    .updateTable('reports')
    .set({
      status: r.status,
      resolution_action: r.resolvedAs,
      resolution_reason: r.reason,
      resolution_case_id: r.caseId,
      resolution_sanction_id: r.sanctionId,
      resolved_by_id: r.byId,
      resolved_by_name: r.byName,
      resolved_at: r.at,
      outcome_seq: outcomeSeq,
    })
    .where('id', '=', id)
    .execute();
}

/** Resolved reports after the cursor, in sequence order (reports_outcome_idx); only what the game may learn. */
export const outcomesAfter = (db: Kysely<DB>, after: number, limit: number) =>
  db
    .selectFrom('reports')
    .select(['id', 'reporter_id', 'status', 'resolved_at', 'outcome_seq'])
    .where('outcome_seq', '>', after)
    .orderBy('outcome_seq')
    .limit(limit)
    .execute();

/** The newest outcome's number (0 when none): the feed's end, the last entry of reports_outcome_idx. */
export async function lastOutcome(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('reports')
    .select('outcome_seq')
    .where('outcome_seq', 'is not', null)
    .orderBy('outcome_seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return Number(row?.outcome_seq ?? 0);
}
