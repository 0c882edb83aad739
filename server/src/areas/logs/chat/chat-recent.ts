// `chat_recent` (PostgreSQL, migration 006): which chat batch stored which messages, so a cached
// total can be brought forward by counting only the messages stored since
// (caches/count-cache.ts).
//
// SQLite needs no such table: one writer at a time, so `seq` grows in commit order. PostgreSQL
// writes two batches at once (the import CLI, several game servers), and a sequence number taken
// at insert time can commit after a larger one. So the batch number is taken at the end of the
// transaction, from the `chat_batches` counter: its row lock is held until commit, so batches
// commit in the order of their numbers, and a snapshot that sees batch B sees every batch before
// it. The expensive part of a batch (rows and trigram indexes) still runs two at a time.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema';

/** Batches kept: older ones are pruned as new ones arrive (a total older than that is counted again). */
export const RECENT_BATCHES = 600;

/** Records the batch's new messages under the next batch number. Call last in the batch's transaction. */
export async function trackChatBatch(trx: Kysely<DB>, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const { rows } = await sql<{ value: string }>`
    UPDATE counters SET value = value + 1 WHERE name = 'chat_batches' RETURNING value`.execute(trx);
  const batch = Number(rows[0]?.value ?? 0);
  await sql`INSERT INTO chat_recent (batch, chat_id) SELECT ${batch}, unnest(${ids}::text[])`.execute(trx);
  await sql`DELETE FROM chat_recent WHERE batch <= ${batch - RECENT_BATCHES}`.execute(trx);
}
