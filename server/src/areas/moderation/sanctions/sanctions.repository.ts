// Sanctions: stored, read by id, listed per player and over all players (filters on indexes), the
// active-sanction check, and revocation. A sanction's status is read from its times (see the
// domain's sanctionStatus), so the `status` filter is written here in the same terms.
import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import type { EnforcementState, SanctionStatus, SanctionType } from '@staff-console/domain';
import type { SanctionsTable } from '../../../db/moderation-schema';
import type { DB } from '../../../db/schema';

export type SanctionRow = Selectable<SanctionsTable>;

export const insertSanction = (db: Kysely<DB>, row: SanctionRow) => db.insertInto('sanctions').values(row).execute();

export const findSanction = (db: Kysely<DB>, id: string): Promise<SanctionRow | undefined> =>
  db.selectFrom('sanctions').selectAll().where('id', '=', id).executeTakeFirst();

export function sanctionsOfPlayer(db: Kysely<DB>, userId: number): Promise<SanctionRow[]> {
  return db.selectFrom('sanctions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** The player's active sanction of this type at `now`, if any (sanctions_player_type_idx). */
export function activeSanction(db: Kysely<DB>, userId: number, type: SanctionType, now: number): Promise<SanctionRow | undefined> {
  return db
    .selectFrom('sanctions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
}

/**
 * PostgreSQL: serialises issuing sanctions of one type to one player until the transaction ends,
 * so two moderators muting the same player at once cannot both pass the active-sanction check.
 * (SQLite's write transaction already runs one at a time.)
 */
export async function lockPlayerSanctions(trx: Kysely<DB>, userId: number, type: SanctionType): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${SANCTION_LOCK_NAMESPACE}, hashtext(${`${type}:${userId}`}))`.execute(trx);
}
const SANCTION_LOCK_NAMESPACE = 7302;

export interface RevokeFields {
  at: number;
  byId: string;
  byName: string;
  reason: string;
}

/** Revokes the sanction if it is still unrevoked; false when another revoke came first. */
export async function markRevoked(db: Kysely<DB>, id: string, revoke: RevokeFields): Promise<boolean> {
  const result = await db
    .updateTable('sanctions')
    .set({ revoked_at: revoke.at, revoked_by_id: revoke.byId, revoked_by_name: revoke.byName, revoke_reason: revoke.reason })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const setSanctionDelivery = (db: Kysely<DB>, id: string, outboxId: string) =>
  db.updateTable('sanctions').set({ enforcement: 'pending', outbox_id: outboxId }).where('id', '=', id).execute();

/**
 * The state of a sanction's delivery, written in the transaction that moves its outbox row, and only
 * while that row is still the sanction's latest change (a revoke's lift replaces the ban's delivery).
 */
export const setDeliveryState = (db: Kysely<DB>, id: string, outboxId: string, state: 'pending' | 'applied' | 'failed') =>
  db.updateTable('sanctions').set({ enforcement: state }).where('id', '=', id).where('outbox_id', '=', outboxId).execute();

export interface SanctionFilter {
  status?: SanctionStatus | undefined;
  type?: SanctionType | undefined;
  userId?: number | undefined;
  enforcement?: EnforcementState | undefined;
  caseId?: string | undefined;
}

function statusCondition(eb: ExpressionBuilder<DB, 'sanctions'>, status: SanctionStatus, now: number) {
  switch (status) {
    case 'revoked':
      return eb('revoked_at', 'is not', null);
    case 'expired':
      return eb.and([eb('revoked_at', 'is', null), eb('expires_at', '<=', now)]);
    case 'active':
      return eb.and([eb('revoked_at', 'is', null), eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)])]);
  }
}

function filtered(db: Kysely<DB>, f: SanctionFilter, now: number) {
  return db
    .selectFrom('sanctions')
    .$if(f.userId !== undefined, (qb) => qb.where('user_id', '=', f.userId!))
    .$if(f.type !== undefined, (qb) => qb.where('type', '=', f.type!))
    .$if(f.caseId !== undefined, (qb) => qb.where('case_id', '=', f.caseId!))
    .$if(f.enforcement !== undefined, (qb) => qb.where('enforcement', '=', f.enforcement!))
    .$if(f.status !== undefined, (qb) => qb.where((eb) => statusCondition(eb, f.status!, now)));
}

/** A page of sanctions, newest first, and how many match (sanctions_time_idx, _type_idx, _player_idx, _case_idx, _enforcement_idx). */
export async function listSanctions(db: Kysely<DB>, f: SanctionFilter, page: { offset: number; limit: number }, now: number) {
  const [rows, count] = await Promise.all([
    filtered(db, f, now).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    filtered(db, f, now)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Moves the end of a sanction that is still unrevoked (an appeal reduced it); false when a revoke came first. */
export async function setExpiry(db: Kysely<DB>, id: string, expiresAt: number): Promise<boolean> {
  const result = await db.updateTable('sanctions').set({ expires_at: expiresAt }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** These sanctions, in no particular order (the primary key): the sanctions behind a page of appeals. */
export const sanctionsByIds = (db: Kysely<DB>, ids: readonly string[]): Promise<SanctionRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('sanctions').selectAll().where('id', 'in', ids).execute();
