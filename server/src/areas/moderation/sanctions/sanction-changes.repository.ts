// The sanctions feed: one row per issue and revoke, numbered in commit order (db/sequences.ts), so
// a game server reading "everything after my cursor" sees each change exactly once.
import type { Kysely, Selectable } from 'kysely';
import { nextNumber } from '../../../db/sequences';
import type { SanctionChangesTable } from '../../../db/moderation-schema';
import type { DB } from '../../../db/schema';
import type { SanctionRow } from './sanctions.repository';

export type SanctionChangeRow = Selectable<SanctionChangesTable> & { appeal_code: string | null };

/** Records an issue (`active`) or a revoke of the sanction; call inside the change's transaction. */
export async function appendSanctionChange(trx: Kysely<DB>, sanction: SanctionRow, active: boolean, at: number): Promise<number> {
  const id = await nextNumber(trx, 'sanction_change');
  await trx
    .insertInto('sanction_changes')
    .values({
      id,
      sanction_id: sanction.id,
      user_id: sanction.user_id,
      type: sanction.type,
      active: active ? 1 : 0,
      public_reason: sanction.public_reason,
      expires_at: sanction.expires_at,
      changed_at: at,
    })
    .execute();
  return id;
}

/** Up to `limit` changes after the cursor, oldest first (the primary key's order), each with its sanction's appeal code. */
export const changesAfter = (db: Kysely<DB>, after: number, limit: number): Promise<SanctionChangeRow[]> =>
  db
    .selectFrom('sanction_changes')
    .leftJoin('sanctions', 'sanctions.id', 'sanction_changes.sanction_id')
    .selectAll('sanction_changes')
    .select('sanctions.appeal_code')
    .where('sanction_changes.id', '>', after)
    .orderBy('sanction_changes.id', 'asc')
    .limit(limit)
    .execute();
