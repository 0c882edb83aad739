// The moderation workbench (docs/RULES.md, "Moderation"): notes on players, cases with their
// players, evidence snapshots and activity, sanctions and the feed of their changes, and a generic
// outbox of deliveries to outside services (Open Cloud bans now, Discord alerts later).
import { type Kysely, sql } from 'kysely';
import type { Engine } from '../database';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  // Numbers handed out in commit order: the row is updated (and so locked until commit) by each
  // transaction that takes a number, so case numbers have no gaps and feed cursors never appear
  // out of order to a reader.
  await db.schema
    .createTable('sequences')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO sequences (name, value) VALUES ('case_number', 0), ('sanction_change', 0)`.execute(db);

  await db.schema
    .createTable('notes')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('created_by_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint')
    .execute();
  await db.schema.createIndex('notes_player_idx').on('notes').columns(['user_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('cases')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('number', 'bigint', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('title_lower', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('assignee_id', 'varchar(24)')
    .addColumn('assignee_name', 'varchar(100)')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('resolution', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('created_by_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The list is newest first (number descending), filtered by status, assignee or both.
  await db.schema.createIndex('cases_status_idx').on('cases').columns(['status', 'number']).execute();
  await db.schema.createIndex('cases_assignee_idx').on('cases').columns(['assignee_id', 'status', 'number']).execute();
  if (engine === 'postgres') await sql`CREATE INDEX cases_title_trgm ON cases USING gin (title_lower gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('case_players')
    .addColumn('case_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('case_players_pk', ['case_id', 'user_id'])
    .execute();
  await db.schema.createIndex('case_players_player_idx').on('case_players').columns(['user_id', 'case_id']).execute();

  await db.schema
    .createTable('case_evidence')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('case_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('ref', 'varchar(24)', (c) => c.notNull())
    // The row as its log screen answered it (JSON): kept when the log row itself is deleted.
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('added_by_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('added_by_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('case_evidence_ref_idx').on('case_evidence').columns(['case_id', 'kind', 'ref']).unique().execute();
  await db.schema.createIndex('case_evidence_case_idx').on('case_evidence').columns(['case_id', 'added_at', 'id']).execute();

  await db.schema
    .createTable('case_activity')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('case_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('type', 'varchar(30)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('by_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('by_name', 'varchar(100)', (c) => c.notNull())
    // The comment's text, the fields changed, or the evidence or sanction concerned (JSON).
    .addColumn('details', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('case_activity_case_idx').on('case_activity').columns(['case_id', 'at', 'id']).execute();

  await db.schema
    .createTable('sanctions')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('public_reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('created_by_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('exclude_alt_accounts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('case_id', 'varchar(24)')
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoked_by_id', 'varchar(24)')
    .addColumn('revoked_by_name', 'varchar(100)')
    .addColumn('revoke_reason', 'text')
    // not_configured / not_applicable, or `outbox` while the outbox row below tells the state.
    .addColumn('enforcement', 'varchar(20)', (c) => c.notNull())
    // The latest delivery of this sanction to the platform (the issue, then the revoke).
    .addColumn('outbox_id', 'varchar(24)')
    .execute();
  await db.schema.createIndex('sanctions_player_idx').on('sanctions').columns(['user_id', 'created_at', 'id']).execute();
  // The active-sanction check of one player and type: revoked ones are skipped by the index itself.
  await db.schema.createIndex('sanctions_player_type_idx').on('sanctions').columns(['user_id', 'type', 'revoked_at', 'expires_at']).execute();
  await db.schema.createIndex('sanctions_time_idx').on('sanctions').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('sanctions_type_idx').on('sanctions').columns(['type', 'created_at', 'id']).execute();
  await db.schema.createIndex('sanctions_case_idx').on('sanctions').columns(['case_id']).execute();

  await db.schema
    .createTable('sanction_changes')
    // The feed's cursor: taken from `sequences` inside the change's transaction (see above).
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('sanction_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('public_reason', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('changed_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    // Rows with one key are delivered one after another, in the order they were written (a ban, then its revoke).
    .addColumn('ordering_key', 'varchar(100)')
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('last_error', 'text')
    // Who is delivering it and until when: another worker takes it over only after the lease ends.
    .addColumn('lease', 'varchar(32)')
    .addColumn('locked_until', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
  await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_order_idx').on('outbox').columns(['ordering_key', 'status', 'created_at']).execute();
}
