// A player's reports put in a case (the reports area resolves them so): in the caller's transaction,
// a new case titled after the player or the given one locked, each report kept as `report`
// evidence with the chat before it, and the player among the case's players. The case's caps hold:
// decided with the case locked, too many reports for its room is a 409 and nothing changes.
import { CASE_LIMITS, MESSAGES, MODERATION_LIMITS, type ReportEvidenceSnapshot } from '@staff-console/domain';
import type { Kysely } from 'kysely';
import { recordAction } from '../../../action-log/record';
import type { Database } from '../../../db/database';
import { newId } from '../../../db/ids';
import type { DB } from '../../../db/schema';
import { nextNumber } from '../../../db/sequences';
import { conflict } from '../../../errors/errors';
import { appendActivity, countActivity, touchCase } from './case-activity.repository';
import type { Moderator } from '../moderator';
import * as repo from './cases.repository';
import { caseForChange } from './cases.service';

export interface ReportsForCase {
  /** The case to add them to; a new one when absent. */
  caseId?: string;
  player: { id: number; name: string };
  items: { ref: string; snapshot: ReportEvidenceSnapshot }[];
  at: number;
}

/** The title of the case opened for a player's reports. */
export const reportsCaseTitle = (player: { id: number; name: string }): string => `Reports of ${player.name || 'player'} · ${player.id}`;

async function openCase(trx: Kysely<DB>, moderator: Moderator, player: ReportsForCase['player'], at: number): Promise<{ id: string; number: number }> {
  const id = newId(at);
  const number = await nextNumber(trx, 'case_number');
  const title = reportsCaseTitle(player);
  await repo.insertCase(trx, {
    id,
    number,
    title,
    title_lower: title.toLowerCase(),
    status: 'open',
    assignee_id: moderator.id,
    assignee_name: moderator.username,
    summary: '',
    resolution: null,
    created_at: at,
    created_by_id: moderator.id,
    created_by_name: moderator.username,
    updated_at: at,
  });
  await repo.setCasePlayers(trx, id, [player.id]);
  await appendActivity(
    trx,
    id,
    'created',
    moderator,
    {
      changes: [
        { field: 'title', from: null, to: title },
        { field: 'players', from: [], to: [player.id] },
      ],
    },
    at,
  );
  await recordAction(trx, moderator.actor, { category: 'moderation', action: 'case_created', details: { caseId: id, number, title, players: [player.id] } });
  return { id, number };
}

/** Files the reports in the case (see above); answers the case's id. */
export async function fileReportsInCase(database: Database, trx: Kysely<DB>, moderator: Moderator, input: ReportsForCase): Promise<string> {
  const { at, items } = input;
  let caseId: string;
  if (input.caseId === undefined) caseId = (await openCase(trx, moderator, input.player, at)).id;
  else {
    caseId = (await caseForChange(database, trx, input.caseId)).id;
    const players = (await repo.playersOfCases(trx, [caseId])).get(caseId) ?? [];
    if (!players.includes(input.player.id)) {
      if (players.length >= MODERATION_LIMITS.casePlayers) throw conflict(MESSAGES.casePlayersFull);
      await repo.addCasePlayers(trx, caseId, [input.player.id]);
    }
  }
  if ((await repo.countEvidence(trx, caseId)) + items.length > CASE_LIMITS.evidence) throw conflict(MESSAGES.caseEvidenceFull);
  if ((await countActivity(trx, caseId)) + items.length > CASE_LIMITS.history) throw conflict(MESSAGES.caseHistoryFull);
  for (const item of items) {
    const id = newId(at);
    await repo.insertEvidence(trx, {
      id,
      case_id: caseId,
      kind: 'report',
      ref: item.ref,
      snapshot: JSON.stringify(item.snapshot),
      note: null,
      added_by_id: moderator.id,
      added_by_name: moderator.username,
      added_at: at,
    });
    await appendActivity(trx, caseId, 'evidence_added', moderator, { evidence: { id, kind: 'report' } }, at);
  }
  await touchCase(trx, caseId, at);
  return caseId;
}
