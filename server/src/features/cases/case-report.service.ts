// GET /api/cases/:id/report: the case as a printable page for this viewer. Reading it is recorded,
// as opening a player page is: who took the evidence away, and how much of it they could see.
import { type Actor, recordAction } from '../../action-log/record';
import type { Database } from '../../db/database';
import { nameSourcesOf, playerNames } from '../../db/player-labels';
import type { Moderator } from '../../moderation/moderator';
import { toSanctions } from '../../moderation/sanction.mapping';
import { renderCaseReport } from './case-report.html';
import { sanctionsOfCase } from './cases.repository';
import { caseDetail } from './cases.service';

export async function caseReport(database: Database, viewer: Moderator, actor: Actor, id: string): Promise<{ html: string; number: number }> {
  const { db } = database;
  const detail = await caseDetail(db, viewer, id);
  const sanctions = await toSanctions(db, await sanctionsOfCase(db, id));
  const mentioned = [...detail.players, ...detail.activity.flatMap((a) => (a.playerLabels ?? []).map((l) => l.userId)), ...sanctions.map((s) => s.userId)];
  const names = await playerNames(db, mentioned, nameSourcesOf(viewer.subject));
  const leftOut = detail.evidence.filter((e) => e.hidden).length;
  await recordAction(db, actor, {
    category: 'moderation',
    action: 'case_report_viewed',
    details: { caseId: id, number: detail.number, evidenceShown: detail.evidence.length - leftOut, evidenceLeftOut: leftOut },
  });
  return { html: renderCaseReport({ detail, sanctions, viewer: viewer.username, generatedAt: Date.now(), names }), number: detail.number };
}
