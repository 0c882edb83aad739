// Storage of watch rules: insert, change, delete, and the webhook a rule may point at.
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { DB, WatchRulesTable } from '../../../db/schema';

export const findRule = (db: Kysely<DB>, id: string) => db.selectFrom('watch_rules').selectAll().where('id', '=', id).executeTakeFirst();

export const webhookExists = async (db: Kysely<DB>, id: string): Promise<boolean> =>
  (await db.selectFrom('discord_webhooks').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

export const insertRule = (db: Kysely<DB>, row: Insertable<WatchRulesTable>) => db.insertInto('watch_rules').values(row).execute();

export const updateRule = (db: Kysely<DB>, id: string, changes: Updateable<WatchRulesTable>) =>
  db.updateTable('watch_rules').set(changes).where('id', '=', id).execute();

export const deleteRule = (db: Kysely<DB>, id: string) => db.deleteFrom('watch_rules').where('id', '=', id).execute();

/** Rules a staff member made (personal and shared): the per-user cap counts these. */
export const countRulesBy = async (db: Kysely<DB>, userId: string): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('watch_rules')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('created_by_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

export const countRules = async (db: Kysely<DB>): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('watch_rules')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const RULE_CREATION_LOCK = 7304;

/** PostgreSQL: serialises rule creations until commit, so two at the cap cannot both pass the count. */
export async function lockRuleCreation(trx: Kysely<DB>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${RULE_CREATION_LOCK}, 0)`.execute(trx);
}
