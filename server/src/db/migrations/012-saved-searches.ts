// Saved searches: a screen's URL query kept under a name, personal or shared. A staff member's
// saved searches go with their account.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('screen', 'varchar(20)', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('shared', 'integer', (c) => c.notNull())
    .addColumn('created_by_id', 'varchar(24)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('saved_searches_owner_idx').on('saved_searches').columns(['created_by_id', 'screen', 'name']).execute();
  await db.schema.createIndex('saved_searches_shared_idx').on('saved_searches').columns(['shared', 'screen', 'name']).execute();
}
