// Every name a player has been seen under (chat, trades and marketplace entries that carry the
// player's id, player upserts), with when it was first and last seen. The player page lists them,
// and log rows without a player id are matched to a player through them. The writers keep it up to
// date; migration 010 fills it from the rows already stored (once, with the sources it adds).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('player_names')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('name_lower', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('first_seen', 'bigint', (c) => c.notNull())
    .addColumn('last_seen', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('player_names_pk', ['user_id', 'name_lower'])
    .execute();
  await db.schema.createIndex('player_names_name_idx').on('player_names').columns(['name_lower', 'user_id']).execute();
}
