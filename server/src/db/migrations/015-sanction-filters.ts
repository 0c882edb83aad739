// The sanctions list filtered by enforcement state and by case (docs/RULES.md, "Moderation"):
// a ban's state lives in its latest outbox row, so the list reaches the few failed (or pending)
// deliveries through the outbox's status index and comes back to their sanctions by `outbox_id`;
// the states kept on the sanction itself (not_configured, not_applicable) are read in time order.
// A case's sanctions are read in time order too.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('sanctions_outbox_idx').on('sanctions').columns(['outbox_id']).execute();
  await db.schema.createIndex('sanctions_enforcement_idx').on('sanctions').columns(['enforcement', 'created_at', 'id']).execute();
  await db.schema.dropIndex('sanctions_case_idx').execute();
  await db.schema.createIndex('sanctions_case_idx').on('sanctions').columns(['case_id', 'created_at', 'id']).execute();
}
