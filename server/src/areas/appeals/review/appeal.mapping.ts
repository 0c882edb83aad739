// Appeals as reviewers see them: each with its sanction as staff see it and the player's name as the
// viewer may see it. A page costs a fixed number of reads whatever its size: its sanctions in one
// read, then toSanctions once (their deliveries, names and latest appeals).
import type { Kysely } from 'kysely';
import type { Appeal, AppealStatus, PermissionSubject } from '@staff-console/domain';
import type { DB } from '../../../db/schema';
import { iso, sanctionsByIds, staffRef, toSanctions } from '../../moderation';
import type { AppealRow } from './appeals.repository';

export async function toAppeals(db: Kysely<DB>, rows: readonly AppealRow[], viewer: PermissionSubject, now = Date.now()): Promise<Appeal[]> {
  const sanctionRows = await sanctionsByIds(db, [...new Set(rows.map((r) => r.sanction_id))]);
  const sanctions = new Map((await toSanctions(db, sanctionRows, now, viewer)).map((s) => [s._id, s]));
  // A sanction is never deleted while its appeals are kept; an appeal without one is left out rather than shown half.
  return rows.flatMap((row) => {
    const sanction = sanctions.get(row.sanction_id);
    return sanction ? [toAppeal(row, sanction)] : [];
  });
}

function toAppeal(row: AppealRow, sanction: Appeal['sanction']): Appeal {
  return {
    _id: row.id,
    userId: Number(row.user_id),
    playerName: sanction.playerName ?? null,
    sanction,
    text: row.text,
    ...(row.contact !== null ? { contact: row.contact } : {}),
    submittedAt: iso(row.submitted_at),
    status: row.status as AppealStatus,
    ...(row.decided_by_id !== null ? { decidedBy: staffRef(row.decided_by_id, row.decided_by_name ?? '') } : {}),
    ...(row.decided_at !== null ? { decidedAt: iso(row.decided_at) } : {}),
    ...(row.public_answer !== null ? { publicAnswer: row.public_answer } : {}),
    ...(row.private_note !== null ? { privateNote: row.private_note } : {}),
  };
}
