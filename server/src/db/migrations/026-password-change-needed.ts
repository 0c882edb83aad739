// Staff passwords need 12 characters. An account whose password is shorter keeps it until its
// next sign-in; that sign-in's session is marked, and until the password is changed the session
// opens only what changing it needs. A two-factor sign-in carries the mark from its password
// step to the session it starts.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('password_change_needed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('login_challenges')
    .addColumn('password_change_needed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
