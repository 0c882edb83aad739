// A player's appeals as their timeline shows them: the sanction each is of (its type, one read of
// the sanctions by id), how it stands, who decided it and the answer the player was given. The
// private note stays on the appeals screen.
import type { Kysely } from 'kysely';
import type { AppealStatus, SanctionType, TimelineItem } from '@staff-console/domain';
import type { AppealsTable } from '../../db/appeals-schema';
import type { DB } from '../../db/schema';
import { iso, staffRef } from '../moderation';

export type AppealRow = AppealsTable;

export async function toAppealItems(db: Kysely<DB>, rows: readonly AppealRow[]): Promise<TimelineItem[]> {
  if (rows.length === 0) return [];
  const sanctions = await db
    .selectFrom('sanctions')
    .select(['id', 'type'])
    .where(
      'id',
      'in',
      rows.map((r) => r.sanction_id),
    )
    .execute();
  const typeOf = new Map(sanctions.map((s) => [s.id, s.type as SanctionType]));
  return rows.flatMap((r): TimelineItem[] => {
    const sanctionType = typeOf.get(r.sanction_id);
    if (sanctionType === undefined) return [];
    const submittedAt = iso(r.submitted_at);
    return [
      {
        kind: 'appeal',
        id: r.id,
        at: submittedAt,
        appeal: {
          _id: r.id,
          userId: Number(r.user_id),
          sanctionId: r.sanction_id,
          sanctionType,
          status: r.status as AppealStatus,
          submittedAt,
          ...(r.decided_at !== null ? { decidedAt: iso(r.decided_at) } : {}),
          ...(r.decided_by_id !== null ? { decidedBy: staffRef(r.decided_by_id, r.decided_by_name ?? '') } : {}),
          ...(r.public_answer !== null ? { publicAnswer: r.public_answer } : {}),
        },
      },
    ];
  });
}
