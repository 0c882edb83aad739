// The queue's row per reported player (report_queue) and the (reported, reporter) pairs that count
// its distinct reporters (report_reporters), kept in the transaction of every change of a report:
// a new report adds to both; claiming sets the row's assignee; resolving a player's reports deletes
// both (all their pending reports are resolved at once). Each change takes the player's queue row
// first, so two writers touching the same player wait for each other in one order.
import { type Kysely, type Selectable, sql } from 'kysely';
import { REPORT_CATEGORIES, type ReportCategory } from '@staff-console/domain';
import type { DB } from '../../db/schema';
import type { ReportQueueTable } from '../../db/reports-schema';
import { queueCount, type QueueFilter, queueRows } from './report-queue.query';

export type { QueueFilter } from './report-queue.query';

export type QueueRow = Selectable<ReportQueueTable>;

const categoryColumn = (category: ReportCategory) => `cat_${category}` as const;

export interface QueuedReport {
  reportedId: number;
  reportedName: string;
  reporterId: number;
  category: ReportCategory;
  date: number;
  excess: boolean;
}

/**
 * Adds a newly stored report to its player's queue row (made when missing) and, unless excess, to
 * its reporter's pair. Returns the player's distinct open reporters when this report added one, else null.
 */
export async function enqueueReport(trx: Kysely<DB>, r: QueuedReport): Promise<number | null> {
  const column = categoryColumn(r.category);
  const zeros = Object.fromEntries(REPORT_CATEGORIES.map((c) => [categoryColumn(c), 0]));
  await trx
    .insertInto('report_queue')
    .values({
      ...(zeros as Record<ReturnType<typeof categoryColumn>, number>),
      reported_id: r.reportedId,
      reported_name: r.reportedName,
      open: 1,
      reporters: 0,
      oldest_at: r.date,
      newest_at: r.date,
      assignee_id: null,
      assignee_name: null,
      [column]: 1,
    })
    .onConflict((oc) =>
      oc.column('reported_id').doUpdateSet({
        open: sql`report_queue.open + 1`,
        [column]: sql`report_queue.${sql.ref(column)} + 1`,
        oldest_at: sql`CASE WHEN excluded.oldest_at < report_queue.oldest_at THEN excluded.oldest_at ELSE report_queue.oldest_at END`,
        newest_at: sql`CASE WHEN excluded.newest_at > report_queue.newest_at THEN excluded.newest_at ELSE report_queue.newest_at END`,
        // The name of the newest report is the latest known.
        reported_name: sql`CASE WHEN excluded.newest_at >= report_queue.newest_at THEN excluded.reported_name ELSE report_queue.reported_name END`,
      }),
    )
    .execute();
  if (r.excess) return null;
  const pair = await trx
    .insertInto('report_reporters')
    .values({ reported_id: r.reportedId, reporter_id: r.reporterId, open: 1 })
    .onConflict((oc) => oc.columns(['reported_id', 'reporter_id']).doUpdateSet({ open: sql`report_reporters.open + 1` }))
    .returning('open')
    .executeTakeFirstOrThrow();
  // The pair's first open report: one more distinct reporter.
  if (Number(pair.open) !== 1) return null;
  const row = await trx
    .updateTable('report_queue')
    .set({ reporters: sql`reporters + 1` })
    .where('reported_id', '=', r.reportedId)
    .returning('reporters')
    .executeTakeFirstOrThrow();
  return Number(row.reporters);
}

/** The player's queue row, locked until the transaction ends (SQLite's write transaction locks everything). */
export async function lockQueueRow(trx: Kysely<DB>, reportedId: number, engine: 'sqlite' | 'postgres'): Promise<QueueRow | undefined> {
  let q = trx.selectFrom('report_queue').selectAll().where('reported_id', '=', reportedId);
  if (engine === 'postgres') q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function setAssignee(trx: Kysely<DB>, reportedId: number, by: { id: string; username: string }): Promise<void> {
  await trx.updateTable('report_queue').set({ assignee_id: by.id, assignee_name: by.username }).where('reported_id', '=', reportedId).execute();
}

/** The player's reports are all resolved: they leave the queue. */
export async function dequeuePlayer(trx: Kysely<DB>, reportedId: number): Promise<void> {
  await trx.deleteFrom('report_reporters').where('reported_id', '=', reportedId).execute();
  await trx.deleteFrom('report_queue').where('reported_id', '=', reportedId).execute();
}

/** A page of the queue in the sort's order, and how many items the filter holds (report-queue.query.ts). */
export async function queuePage(db: Kysely<DB>, f: QueueFilter, page: { offset: number; limit: number }): Promise<{ rows: QueueRow[]; total: number }> {
  const [rows, count] = await Promise.all([queueRows(db, f, page).execute(), queueCount(db, f).executeTakeFirst()]);
  return { rows, total: Number(count?.n ?? 0) };
}
