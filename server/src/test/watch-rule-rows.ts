// Watch rules written straight into the database, for tests that need hundreds of them in place
// before the one request they check (the API would take a request each).
import { foldForSearch } from '@staff-console/domain';
import type { Database } from '../db/database';
import { newId } from '../db/ids';
import type { DB } from '../db/schema';
import type { Kysely } from 'kysely';

/** Personal chat term rules of `userId`, one per term, enabled. */
export async function insertTermRules(database: Database, userId: string, terms: readonly string[]): Promise<void> {
  const now = Date.now();
  const rows = terms.map((term) => ({
    id: newId(now),
    name: `term ${term}`,
    kind: 'term',
    target: term,
    target_key: foldForSearch(term),
    ratio: null,
    min_difference: null,
    scopes: 'chat',
    shared: 0,
    owner_id: userId,
    created_by_id: userId,
    discord_webhook_id: null,
    enabled: 1,
    alert_count: 0,
    created_at: now,
    updated_at: now,
  }));
  const db: Kysely<DB> = database.db;
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('watch_rules')
      .values(rows.slice(i, i + 200))
      .execute();
}
