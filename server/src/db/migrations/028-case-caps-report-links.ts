// Bounded cases.
// 1. A case holds at most so many comments: the cap is checked by counting the case's comments in
//    the comment's transaction, which this index answers from the index alone.
// 2. The case report opens from a short-lived, single-use link (the browser then renders the
//    server's own answer, with its Content-Security-Policy): a row per link, keyed by the hash of
//    its ticket, bound to the staff member, their session and the case; deleted when used, and
//    expired ones are deleted when the next link is made.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('case_activity_type_idx').on('case_activity').columns(['case_id', 'type']).execute();
  await db.schema
    .createTable('case_report_links')
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('case_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('session_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('token_version', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('case_report_links_expires_idx').on('case_report_links').column('expires_at').execute();
}
