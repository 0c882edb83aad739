// Storage of saved searches: a staff member's own and the shared ones, by screen and name.
import { type Kysely, type Selectable, sql } from 'kysely';
import type { SavedSearchScreen } from '@staff-console/domain';
import type { DB, SavedSearchesTable } from '../../../db/schema';

export type SavedSearchRow = Selectable<SavedSearchesTable> & { created_by_name: string };

/** Mine and the shared ones on these screens, by screen then name. */
export function visibleSavedSearches(db: Kysely<DB>, staffId: string, screens: readonly SavedSearchScreen[]): Promise<SavedSearchRow[]> {
  if (screens.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('saved_searches')
    .innerJoin('users', 'users.id', 'saved_searches.created_by_id')
    .selectAll('saved_searches')
    .select('users.username as created_by_name')
    .where('saved_searches.screen', 'in', screens)
    .where((eb) => eb.or([eb('saved_searches.created_by_id', '=', staffId), eb('saved_searches.shared', '=', 1)]))
    .orderBy('saved_searches.screen')
    .orderBy('saved_searches.name')
    .orderBy('saved_searches.id')
    .limit(1000)
    .execute();
}

export const findSavedSearch = (db: Kysely<DB>, id: string) => db.selectFrom('saved_searches').selectAll().where('id', '=', id).executeTakeFirst();

export async function countOwned(db: Kysely<DB>, staffId: string): Promise<number> {
  const row = await db
    .selectFrom('saved_searches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_by_id', '=', staffId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** PostgreSQL: one staff member's saves take turns, so the per-user limit holds under concurrency. */
export const lockOwner = (trx: Kysely<DB>, staffId: string) => sql`SELECT pg_advisory_xact_lock(hashtext(${`saved-searches:${staffId}`}))`.execute(trx);

export const insertSavedSearch = (db: Kysely<DB>, row: Selectable<SavedSearchesTable>) => db.insertInto('saved_searches').values(row).execute();

export const deleteSavedSearch = (db: Kysely<DB>, id: string) => db.deleteFrom('saved_searches').where('id', '=', id).execute();
