// POST /api/reports/resolve: every open and claimed report of a player dismissed (with a reason) or
// put in a case (a new one titled after the player, or the given one) as `report` evidence holding
// the chat before each report, as the context route answers it. One transaction with the player's
// queue row locked: the outcomes feed gets one row per report, the action log one entry.
import type { ReportResolveBody, ReportResolveResponse } from '@staff-console/domain';
import { recordAction } from '../../action-log/record';
import type { Database } from '../../db/database';
import { writeTransaction } from '../../db/write-transaction';
import { fileReportsInCase, type Moderator } from '../moderation';
import { toReport } from './report.mapping';
import { isAdmin, pendingFor } from './report-claims.service';
import { resolvePending } from './report-resolution';
import { contextOf } from './reports.service';

export async function resolve(database: Database, moderator: Moderator, body: ReportResolveBody): Promise<ReportResolveResponse> {
  const at = Date.now();
  return writeTransaction(database, async (trx) => {
    // Reports someone else claimed are theirs to resolve, or an administrator's.
    const pending = await pendingFor(trx, database, moderator, body.reportedId, isAdmin(moderator));
    const player = { id: body.reportedId, name: pending.queue.reported_name };
    let caseId: string | null = null;
    if (body.action === 'case') {
      const items = [];
      for (const report of pending.reports) items.push({ ref: report.id, snapshot: { report: toReport(report), context: await contextOf(trx, report) } });
      caseId = await fileReportsInCase(database, trx, moderator, { caseId: body.caseId, player, items, at });
    }
    await resolvePending(trx, pending, {
      status: body.action === 'dismissed' ? 'dismissed' : 'actioned',
      resolvedAs: body.action,
      reason: body.action === 'dismissed' ? body.reason : null,
      caseId,
      sanctionId: null,
      byId: moderator.id,
      byName: moderator.username,
      at,
    });
    await recordAction(trx, moderator.actor, {
      category: 'moderation',
      action: 'reports_resolved',
      details: { userId: player.id, name: player.name, action: body.action, reports: pending.reports.length, ...(caseId !== null ? { caseId } : {}) },
    });
    return { success: true as const, resolved: pending.reports.length, ...(caseId !== null ? { caseId } : {}) };
  });
}
