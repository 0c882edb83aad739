// Which chat batch stored which messages (PostgreSQL only): cached search totals are brought
// forward by the messages stored since (see areas/logs/chat/chat-recent.ts). SQLite uses `seq` for this.
import { type Kysely, sql } from 'kysely';
import type { Engine } from '../database';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return;
  await sql`CREATE TABLE chat_recent (batch bigint NOT NULL, chat_id varchar(24) NOT NULL)`.execute(db);
  await sql`CREATE INDEX chat_recent_batch_idx ON chat_recent (batch, chat_id)`.execute(db);
  await sql`INSERT INTO counters (name, value) VALUES ('chat_batches', 0)`.execute(db);
}
