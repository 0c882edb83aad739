// The change feed game servers poll (sanctions-feed.routes.ts): every issue and revoke after the
// cursor, oldest first, the cursor to ask from next, and the address of the public appeal page.
import type { Kysely } from 'kysely';
import { formatAppealCode, type SanctionFeed, type SanctionFeedQuery, type SanctionType } from '@staff-console/domain';
import type { DB } from '../../../db/schema';
import { iso } from '../moderator';
import { changesAfter } from './sanction-changes.repository';

/** `appealUrl`: the players' appeal page, which the game shows sanctioned players. */
export async function sanctionFeed(db: Kysely<DB>, { after, limit }: SanctionFeedQuery, appealUrl: string): Promise<SanctionFeed> {
  const rows = await changesAfter(db, after, limit);
  return {
    success: true,
    changes: rows.map((r) => ({
      _id: r.sanction_id,
      userId: Number(r.user_id),
      type: r.type as SanctionType,
      active: Number(r.active) === 1,
      publicReason: r.public_reason,
      expiresAt: r.expires_at === null ? null : iso(r.expires_at),
      changedAt: iso(r.changed_at),
      ...(r.appeal_code !== null && Number(r.active) === 1 ? { appealCode: formatAppealCode(r.appeal_code) } : {}),
    })),
    cursor: String(rows.length > 0 ? Number(rows.at(-1)!.id) : after),
    appealUrl,
  };
}
