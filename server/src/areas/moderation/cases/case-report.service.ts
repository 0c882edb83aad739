// GET /api/cases/:id/report: the case as a printable page for this viewer. Reading it is recorded,
// as opening a player page is: who took the evidence away, and how much of it they could see.
// Its size has a known maximum: it holds the newest CASE_LIMITS.reportActivity history entries,
// reportEvidence evidence items and sanctions, each of a bounded length, and says what it left out.
import { CASE_LIMITS } from '@staff-console/domain';
import { recordAction } from '../../../action-log/record';
import type { Database } from '../../../db/database';
import type { Moderator } from '../moderator';
import { toSanctions } from '../sanctions/sanction.mapping';
import { toCase, toEvidence } from './case.mapping';
import { activityWithNames, readActivity, readEvidence } from './case-pages.service';
import { renderCaseReport } from './case-report.html';
import { playersOfCases, sanctionsOfCase } from './cases.repository';
import { caseRow } from './cases.service';

export async function caseReport(database: Database, viewer: Moderator, id: string): Promise<{ html: string; number: number }> {
  const { actor } = viewer;
  const { db } = database;
  const row = await caseRow(db, id);
  const [players, evidence, activity, sanctionRows] = await Promise.all([
    playersOfCases(db, [id]),
    readEvidence(db, id, undefined, CASE_LIMITS.reportEvidence),
    readActivity(db, id, undefined, CASE_LIMITS.reportActivity),
    sanctionsOfCase(db, id, CASE_LIMITS.reportEvidence),
  ]);
  const ids = players.get(id) ?? [];
  const sanctions = await toSanctions(db, sanctionRows.rows);
  const { activity: entries, names } = await activityWithNames(db, viewer, activity.items, [...ids, ...sanctions.map((s) => s.userId)]);
  const shown = evidence.items.map((e) => toEvidence(e, viewer.subject));
  const hidden = shown.filter((e) => e.hidden).length;
  const detail = {
    ...toCase(row, ids, names),
    evidence: shown,
    activity: entries,
    activityTotal: activity.total,
    evidenceTotal: evidence.total,
  };
  await recordAction(db, actor, {
    category: 'moderation',
    action: 'case_report_viewed',
    details: { caseId: id, number: detail.number, evidenceShown: shown.length - hidden, evidenceLeftOut: evidence.total - (shown.length - hidden) },
  });
  return {
    html: renderCaseReport({ detail, sanctions, sanctionsTotal: sanctionRows.total, viewer: viewer.username, generatedAt: Date.now(), names }),
    number: detail.number,
  };
}
