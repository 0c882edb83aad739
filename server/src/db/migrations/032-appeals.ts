// Appeals: a muted or banned player asks for a second look on the public page, with the code the
// game shows them.
// 1. `sanctions.appeal_code`: the code's 12 symbols (unique; NULL for warnings and for a sanction
//    issued as not appealable). Every mute and ban already stored gets one here.
// 2. `appeals`: one row per appeal. At most one open appeal per sanction is a unique partial index,
//    so two simultaneous submissions cannot both be stored. The queue reads (status, submitted_at).
// 3. `appeal_hits`: the public page's look-ups and submissions per address and per code, counted
//    in the database (like sign-in failures) so every server process counts the same ones.
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

// The alphabet as it was when this migration was written (a migration never changes with the code).
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const code = (): string => [...randomBytes(12)].map((b) => ALPHABET[b & 31]).join('');

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sanctions').addColumn('appeal_code', 'varchar(12)').execute();
  const { rows } = await sql<{ id: string }>`SELECT id FROM sanctions WHERE type IN ('mute', 'ban')`.execute(db);
  for (const { id } of rows) await sql`UPDATE sanctions SET appeal_code = ${code()} WHERE id = ${id}`.execute(db);
  await sql`CREATE UNIQUE INDEX sanctions_appeal_code_uq ON sanctions (appeal_code) WHERE appeal_code IS NOT NULL`.execute(db);

  let appeals = db.schema
    .createTable('appeals')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('sanction_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('contact', 'varchar(200)')
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .addColumn('address', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull());
  for (const [column, type] of [
    ['decided_by_id', 'varchar(24)'],
    ['decided_by_name', 'varchar(100)'],
    ['decided_at', 'bigint'],
    ['public_answer', 'text'],
    ['private_note', 'text'],
    /** Reduced: when the sanction ended before the decision. */
    ['previous_expires_at', 'bigint'],
  ] as const) {
    appeals = appeals.addColumn(column, type);
  }
  await appeals.execute();
  await sql`CREATE UNIQUE INDEX appeals_open_uq ON appeals (sanction_id) WHERE status = 'open'`.execute(db);
  await db.schema.createIndex('appeals_sanction_idx').on('appeals').columns(['sanction_id', 'submitted_at']).execute();
  await db.schema.createIndex('appeals_status_idx').on('appeals').columns(['status', 'submitted_at', 'id']).execute();
  await db.schema.createIndex('appeals_user_idx').on('appeals').columns(['user_id', 'submitted_at']).execute();

  await db.schema
    .createTable('appeal_hits')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    /** 'lookup_address', 'lookup_code' or 'appeal_address'. */
    .addColumn('scope', 'varchar(16)', (c) => c.notNull())
    /** The client address, or the code's symbols. */
    .addColumn('key', 'varchar(64)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('appeal_hits_key_idx').on('appeal_hits').columns(['scope', 'key', 'at']).execute();
  await db.schema.createIndex('appeal_hits_at_idx').on('appeal_hits').columns(['at']).execute();
}
