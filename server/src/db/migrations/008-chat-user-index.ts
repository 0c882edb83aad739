// One index of a player's messages instead of two (for the ingest rate). Migration 004 added a
// partial index of visible messages beside (user_id, timestamp), so that the player page could
// count visible messages without reading rows; both were written for almost every message. With
// `hidden` as the index's third column the one index serves both: the player page counts and
// pages visible messages from the index alone, and the Filter Warning pass reads the flag of a
// player's neighbouring messages from it too.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX chat_user_hidden_idx ON chat_messages (user_id, timestamp, hidden)`.execute(db);
  await sql`DROP INDEX chat_user_visible_idx`.execute(db);
  await sql`DROP INDEX chat_user_time_idx`.execute(db);
}
