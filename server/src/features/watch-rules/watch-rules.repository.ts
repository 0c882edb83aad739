// Storage of watch rules: insert, change, delete, and the webhook a rule may point at.
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, WatchRulesTable } from '../../db/schema';

export const findRule = (db: Kysely<DB>, id: string) => db.selectFrom('watch_rules').selectAll().where('id', '=', id).executeTakeFirst();

export const webhookExists = async (db: Kysely<DB>, id: string): Promise<boolean> =>
  (await db.selectFrom('discord_webhooks').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

export const insertRule = (db: Kysely<DB>, row: Insertable<WatchRulesTable>) => db.insertInto('watch_rules').values(row).execute();

export const updateRule = (db: Kysely<DB>, id: string, changes: Updateable<WatchRulesTable>) =>
  db.updateTable('watch_rules').set(changes).where('id', '=', id).execute();

export const deleteRule = (db: Kysely<DB>, id: string) => db.deleteFrom('watch_rules').where('id', '=', id).execute();
