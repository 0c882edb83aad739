// Sanction presets: the reasons administrators define (a name, the public reason, an optional
// private reason and a ladder of steps as JSON), at most 50 of them (checked when one is added), the
// name unique in any letter case (`name_key`, its lower case). A sanction records the preset it was
// issued under (`preset_id`, cleared when the preset is deleted); a player's escalation under a
// preset is counted on (preset_id, user_id).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sanction_presets')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(80)', (c) => c.notNull())
    .addColumn('public_reason', 'varchar(400)', (c) => c.notNull())
    .addColumn('private_reason', 'varchar(1000)', (c) => c.notNull())
    // [{"type":"warn","durationSeconds":null}, …], at most 10 steps.
    .addColumn('steps', 'text', (c) => c.notNull())
    .addColumn('created_by_id', 'varchar(24)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sanction_presets_name_uq').unique().on('sanction_presets').column('name_key').execute();

  await db.schema
    .alterTable('sanctions')
    .addColumn('preset_id', 'varchar(24)', (c) => c.references('sanction_presets.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('sanctions_preset_player_idx').on('sanctions').columns(['preset_id', 'user_id', 'created_at']).execute();
}
