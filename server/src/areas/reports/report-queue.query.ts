// The queue's page and count as queries (report-queue.repository.ts runs them; the plans test reads
// their plans). Each sort and filter has its index (migration 030); a category is named as the
// literal `cat_x > 0` so the planner matches the partial index made with the same term.
import { type Kysely, sql } from 'kysely';
import type { ReportCategory, ReportQueueSort } from '@staff-console/domain';
import type { DB } from '../../db/schema';

export interface QueueFilter {
  category?: ReportCategory;
  /** A staff id, or null for nobody. */
  assigneeId?: string | null;
  sort: ReportQueueSort;
}

function filtered(db: Kysely<DB>, f: QueueFilter) {
  let q = db.selectFrom('report_queue');
  if (f.category !== undefined) q = q.where(sql<boolean>`${sql.ref(`cat_${f.category}`)} > 0`);
  if (f.assigneeId === null) q = q.where('assignee_id', 'is', null);
  else if (f.assigneeId !== undefined) q = q.where('assignee_id', '=', f.assigneeId);
  return q;
}

export function queueRows(db: Kysely<DB>, f: QueueFilter, page: { offset: number; limit: number }) {
  const q = filtered(db, f).selectAll();
  const sorted =
    f.sort === 'priority'
      ? q.orderBy('reporters', 'desc').orderBy('newest_at', 'desc').orderBy('reported_id', 'desc')
      : f.sort === 'oldest'
        ? q.orderBy('oldest_at', 'asc').orderBy('reported_id', 'asc')
        : q.orderBy('newest_at', 'desc').orderBy('reported_id', 'desc');
  return sorted.limit(page.limit).offset(page.offset);
}

export const queueCount = (db: Kysely<DB>, f: QueueFilter) => filtered(db, f).select((eb) => eb.fn.countAll().as('n'));
