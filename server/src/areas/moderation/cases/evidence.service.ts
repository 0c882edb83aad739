// Evidence in a case: a log row kept as its log screen answered it when added (so it survives the
// row's deletion by retention). Adding it needs that log's view permission as well as moderate.
import {
  type AddEvidenceBody,
  CASE_LIMITS,
  type Evidence,
  type EvidenceKind,
  INVESTIGATION_MESSAGES,
  type LogEvidenceKind,
  MESSAGES,
  MODERATION_LIMITS,
} from '@staff-console/domain';
import { recordAction } from '../../../action-log/record';
import type { Database } from '../../../db/database';
import { newId } from '../../../db/ids';
import { writeTransaction } from '../../../db/write-transaction';
import { conflict, forbidden, notFound } from '../../../errors/errors';
import { type LogEntry, readLogEntry } from './log-entry';
import { appendActivity, touchCase } from './case-activity.repository';
import type { Moderator } from '../moderator';
import { maySee, toEvidence } from './case.mapping';
import * as repo from './cases.repository';
import { isUniqueViolation } from '../../../db/unique-violation';
import { caseForChange, caseRow } from './cases.service';

const NOT_FOUND: Record<LogEvidenceKind, string> = {
  chat: INVESTIGATION_MESSAGES.chatMessageNotFound,
  trade: INVESTIGATION_MESSAGES.tradeNotFound,
  marketplace: INVESTIGATION_MESSAGES.marketplaceEntryNotFound,
};

/**
 * The players a piece of evidence is about: a trade's sender and receiver, a purchase's buyer and
 * seller. A side logged without a user id is left out (its name may have belonged to several players).
 */
export function evidencePlayers(kind: EvidenceKind, entry: LogEntry): number[] {
  const sides =
    kind === 'trade'
      ? [(entry as { senderId?: number }).senderId, (entry as { receiverId?: number }).receiverId]
      : kind === 'marketplace'
        ? [(entry as { buyerId?: number }).buyerId, (entry as { sellerId?: number }).sellerId]
        : [];
  return [...new Set(sides.filter((id): id is number => typeof id === 'number' && id >= 1))];
}

export async function addEvidence(database: Database, moderator: Moderator, caseId: string, body: AddEvidenceBody): Promise<Evidence> {
  const { actor } = moderator;
  if (!maySee(moderator.subject, body.kind)) throw forbidden(MESSAGES.evidenceNeedsViewPermission);
  const { db } = database;
  await caseRow(db, caseId);
  const snapshot = await readLogEntry(db, body.kind, body.id);
  if (!snapshot) throw notFound(NOT_FOUND[body.kind]);
  const now = Date.now();
  const row: repo.EvidenceRow = {
    id: newId(now),
    case_id: caseId,
    kind: body.kind,
    ref: body.id,
    snapshot: JSON.stringify(snapshot),
    note: body.note === undefined || body.note === '' ? null : body.note,
    added_by_id: moderator.id,
    added_by_name: moderator.username,
    added_at: now,
  };
  try {
    await writeTransaction(database, async (trx) => {
      const found = await caseForChange(database, trx, caseId);
      if (await repo.findEvidenceByRef(trx, caseId, body.kind, body.id)) throw conflict(MESSAGES.evidenceAlreadyAdded);
      // Decided with the case locked: two items sent at once cannot both take the last place.
      if ((await repo.countEvidence(trx, caseId)) >= CASE_LIMITS.evidence) throw conflict(MESSAGES.caseEvidenceFull);
      await repo.insertEvidence(trx, row);
      // Trade and purchase evidence brings its players into the case, up to the case's limit.
      const before = (await repo.playersOfCases(trx, [caseId])).get(caseId) ?? [];
      const room = Math.max(0, MODERATION_LIMITS.casePlayers - before.length);
      const playersAdded = evidencePlayers(body.kind, snapshot)
        .filter((id) => !before.includes(id))
        .slice(0, room);
      await repo.addCasePlayers(trx, caseId, playersAdded);
      const added = playersAdded.length > 0 ? { playersAdded } : {};
      await appendActivity(trx, caseId, 'evidence_added', moderator, { evidence: { id: row.id, kind: body.kind }, ...added }, now);
      await touchCase(trx, caseId, now);
      await recordAction(trx, actor, {
        category: 'moderation',
        action: 'evidence_added',
        details: { caseId, number: Number(found.number), evidenceId: row.id, kind: body.kind, ref: body.id, ...added },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.evidenceAlreadyAdded);
    throw error;
  }
  return toEvidence(row, moderator.subject);
}

export async function removeEvidence(database: Database, moderator: Moderator, caseId: string, evidenceId: string): Promise<void> {
  const { actor } = moderator;
  const now = Date.now();
  await writeTransaction(database, async (trx) => {
    const found = await caseForChange(database, trx, caseId);
    const evidence = await repo.findEvidence(trx, caseId, evidenceId);
    if (!evidence) throw notFound(MESSAGES.evidenceNotFound);
    await repo.deleteEvidence(trx, evidenceId);
    await appendActivity(trx, caseId, 'evidence_removed', moderator, { evidence: { id: evidenceId, kind: evidence.kind } }, now);
    await touchCase(trx, caseId, now);
    await recordAction(trx, actor, {
      category: 'moderation',
      action: 'evidence_removed',
      details: { caseId, number: Number(found.number), evidenceId, kind: evidence.kind, ref: evidence.ref },
    });
  });
}
