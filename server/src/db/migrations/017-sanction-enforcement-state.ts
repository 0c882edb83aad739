// A ban's enforcement state is written on the sanction itself (pending, applied or failed), moved in
// the same transaction as its outbox row's status, so the Sanctions list filters and counts every
// state on one index (sanctions_enforcement_idx) instead of joining the outbox. Existing bans take
// the state of their latest delivery.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE sanctions SET enforcement = coalesce(
      (SELECT CASE o.status WHEN 'sent' THEN 'applied' WHEN 'failed' THEN 'failed' ELSE 'pending' END FROM outbox o WHERE o.id = sanctions.outbox_id),
      'pending')
    WHERE enforcement = 'outbox'`.execute(db);
}
