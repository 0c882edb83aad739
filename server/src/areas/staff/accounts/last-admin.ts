// At least one active administrator always remains. Every change that could remove the last one
// (a user's role, permissions, active flag or deletion; a role's permissions or deletion) runs
// inside one transaction that first takes the staff-change lock, applies the change, and then
// checks the result: two concurrent demotions are serialised, so the second sees the first.
import { type Kysely, sql } from 'kysely';
import { MESSAGES } from '@staff-console/domain';
import type { DB } from '../../../db/schema';
import { conflict } from '../../../errors/errors';

/**
 * Serialises staff changes: an upsert of one counter row takes its row lock on PostgreSQL (held
 * until commit) and SQLite's write lock, so the next change waits and then reads committed data.
 */
export async function lockStaffChanges(trx: Kysely<DB>): Promise<void> {
  await trx
    .insertInto('counters')
    .values({ name: 'staff_changes', value: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql`counters.value + 1` }))
    .execute();
}

/** Permissions are stored as JSON arrays of plain words, so a quoted match is exact. */
const ADMIN_IN_LIST = '%"admin"%';

export async function hasActiveAdministrator(trx: Kysely<DB>): Promise<boolean> {
  const row = await trx
    .selectFrom('users')
    .leftJoin('roles', 'roles.id', 'users.role')
    .where('users.active', '=', 1)
    .where((eb) => eb.or([eb('users.role', '=', 'admin'), eb('users.permissions', 'like', ADMIN_IN_LIST), eb('roles.permissions', 'like', ADMIN_IN_LIST)]))
    .select('users.id')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Call after applying the change, inside its transaction: throws 409 (and so rolls it back). */
export async function assertAdministratorRemains(trx: Kysely<DB>): Promise<void> {
  if (!(await hasActiveAdministrator(trx))) throw conflict(MESSAGES.lastAdmin);
}
