// Stored rows to the contract's shapes (domain/src/schemas/reports.ts).
import type { Report, ReportCategory, ReportQueueItem, ReportResolutionAction, ReportStatus } from '@staff-console/domain';
import { REPORT_CATEGORIES } from '@staff-console/domain';
import type { ReportRow } from './reports.repository';
import type { QueueRow } from './report-queue.repository';

const iso = (ms: number | string): string => new Date(Number(ms)).toISOString();

export function toReport(r: ReportRow): Report {
  return {
    _id: r.id,
    reporterId: Number(r.reporter_id),
    reporterName: r.reporter_name,
    reportedId: Number(r.reported_id),
    reportedName: r.reported_name,
    category: r.category as ReportCategory,
    text: r.text,
    ...(r.server_id !== null ? { serverId: r.server_id } : {}),
    ...(r.place_id !== null ? { placeId: r.place_id } : {}),
    date: iso(r.date),
    status: r.status as ReportStatus,
    excess: Number(r.excess) === 1,
    ...(r.assignee_id !== null ? { assignee: { id: r.assignee_id, username: r.assignee_name ?? '' } } : {}),
    ...(r.resolution_action !== null && r.resolved_at !== null
      ? {
          resolution: {
            action: r.resolution_action as ReportResolutionAction,
            ...(r.resolution_reason !== null ? { reason: r.resolution_reason } : {}),
            ...(r.resolution_case_id !== null ? { caseId: r.resolution_case_id } : {}),
            ...(r.resolution_sanction_id !== null ? { sanctionId: r.resolution_sanction_id } : {}),
            by: { id: r.resolved_by_id ?? '', username: r.resolved_by_name ?? '' },
            at: iso(r.resolved_at),
          },
        }
      : {}),
  };
}

export function toQueueItem(q: QueueRow): ReportQueueItem {
  const categories: ReportQueueItem['categories'] = {};
  for (const c of REPORT_CATEGORIES) {
    const n = Number(q[`cat_${c}`]);
    if (n > 0) categories[c] = n;
  }
  return {
    reportedId: Number(q.reported_id),
    reportedName: q.reported_name,
    open: Number(q.open),
    reporters: Number(q.reporters),
    categories,
    oldestAt: iso(q.oldest_at),
    newestAt: iso(q.newest_at),
    ...(q.assignee_id !== null ? { assignee: { id: q.assignee_id, username: q.assignee_name ?? '' } } : {}),
    priority: Number(q.reporters),
  };
}
