// Appeals: the reviewers' lists of decided appeals show the newest decision first, read through
// (status, decided_at, id) rather than sorting every decided appeal of a status.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('appeals_decided_idx').on('appeals').columns(['status', 'decided_at', 'id']).execute();
}
