// Watchlists and alerts: watch rules, the alerts they raise as events are stored, each staff
// member's read state, and the Discord webhooks alerts may go to.
// - A personal rule belongs to its author (`owner_id`, deleted with their account); a shared rule
//   has no owner and outlives its author (`created_by_id` is then cleared).
// - `alert_count` counts a rule's alerts, kept in the transaction that inserts them; each alert
//   carries its number within its rule (`rule_seq`, 1, 2, 3…), so "everything read" is one
//   watermark per staff member and rule (`alert_read_marks`), with single reads above it in
//   `alert_reads`. An inbox's totals are then sums over the viewer's rules, not counts of alerts.
// - `watch_rules_version` moves with every rule change, so each process knows when the rule set
//   it compiled is stale.
import { type Kysely, sql } from 'kysely';
import type { Engine } from '../database';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const float = engine === 'sqlite' ? 'real' : 'double precision';
  await db.schema
    .createTable('discord_webhooks')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_by_id', 'varchar(24)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('watch_rules')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('target', 'varchar(100)')
    .addColumn('target_key', 'text')
    .addColumn('ratio', sql.raw(float))
    .addColumn('min_difference', sql.raw(float))
    // The watched logs, comma-separated in a fixed order: 'chat', 'trades,marketplace'.
    .addColumn('scopes', 'varchar(40)', (c) => c.notNull())
    .addColumn('shared', 'integer', (c) => c.notNull())
    .addColumn('owner_id', 'varchar(24)', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_by_id', 'varchar(24)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('discord_webhook_id', 'varchar(24)', (c) => c.references('discord_webhooks.id'))
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('alert_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('watch_rules_owner_idx').on('watch_rules').columns(['owner_id', 'id']).execute();
  await db.schema.createIndex('watch_rules_shared_idx').on('watch_rules').columns(['shared', 'id']).execute();
  await db.schema.createIndex('watch_rules_webhook_idx').on('watch_rules').column('discord_webhook_id').execute();

  await db.schema
    .createTable('watch_rules_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO watch_rules_version (id, version) VALUES (1, 0)`.execute(db);

  await db.schema
    .createTable('alerts')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('rule_id', 'varchar(24)', (c) => c.notNull().references('watch_rules.id').onDelete('cascade'))
    .addColumn('rule_seq', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('ref', 'varchar(64)', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // One alert per rule and event, however often the event is sent.
  await db.schema.createIndex('alerts_rule_event_uq').unique().on('alerts').columns(['rule_id', 'kind', 'ref']).execute();
  // One rule's inbox, newest first; and its alerts above a read watermark.
  await db.schema.createIndex('alerts_rule_id_idx').on('alerts').columns(['rule_id', 'id']).execute();
  await db.schema.createIndex('alerts_rule_seq_idx').on('alerts').columns(['rule_id', 'rule_seq']).execute();

  await db.schema
    .createTable('alert_read_marks')
    .addColumn('user_id', 'varchar(24)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rule_id', 'varchar(24)', (c) => c.notNull().references('watch_rules.id').onDelete('cascade'))
    // Every alert of the rule numbered up to this one is read.
    .addColumn('read_through_seq', 'bigint', (c) => c.notNull())
    // The rule's alerts this staff member has read (through the watermark and one by one).
    .addColumn('read_count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_read_marks_pk', ['user_id', 'rule_id'])
    .execute();
  await db.schema.createIndex('alert_read_marks_rule_idx').on('alert_read_marks').column('rule_id').execute();

  await db.schema
    .createTable('alert_reads')
    .addColumn('user_id', 'varchar(24)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('alert_id', 'varchar(24)', (c) => c.notNull().references('alerts.id').onDelete('cascade'))
    .addColumn('rule_id', 'varchar(24)', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_reads_pk', ['user_id', 'alert_id'])
    .execute();
  await db.schema.createIndex('alert_reads_user_rule_idx').on('alert_reads').columns(['user_id', 'rule_id']).execute();
  await db.schema.createIndex('alert_reads_alert_idx').on('alert_reads').column('alert_id').execute();
}
