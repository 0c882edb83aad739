// Alerts name the player they are about and fall into groups; a "mark read" can be undone.
// - `player_id`: the player an alert is about (the watched player, a chat line's sender, the side
//   a lopsided trade favours, a trade's sender or a purchase's buyer), null when none.
// - `group_key`: the player and the hour the alert was stored in ('133640:493812'). The inbox shows
//   the alerts of one rule with one key as one group, counted and expanded through the
//   (rule_id, group_key, id) index, so ingest only writes two more columns per alert.
// - `alert_read_undos`: what one "mark read" moved (each rule's watermark before and after, and the
//   single reads it folded in), so that marking can be undone exactly; a staff member keeps only
//   their latest few (see alerts.service.ts).
import type { Kysely } from 'kysely';
import type { Engine } from '../database';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('alerts').addColumn('player_id', 'bigint').execute();
  await db.schema.alterTable('alerts').addColumn('group_key', 'varchar(40)').execute();
  await db.schema.createIndex('alerts_rule_group_idx').on('alerts').columns(['rule_id', 'group_key', 'id']).execute();

  await db.schema
    .createTable('alert_read_undos')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(24)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // JSON: [{ruleId, from, to, reads: [alert ids]}].
    .addColumn('marks', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('alert_read_undos_user_idx').on('alert_read_undos').columns(['user_id', 'id']).execute();
}
