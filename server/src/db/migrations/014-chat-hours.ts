// How many visible chat messages each hour holds (areas/logs/chat/chat-hours.ts): a jump to any page of Chat
// Logs finds its hour from these counts and skips only within that hour, instead of walking the
// (timestamp, id) index over every newer message. Filled here from the messages already stored.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_hours')
    .addColumn('hour', 'bigint', (c) => c.primaryKey())
    .addColumn('visible', 'bigint', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO chat_hours (hour, visible)
    SELECT timestamp / 3600000, count(*) FROM chat_messages WHERE hidden = 0 GROUP BY timestamp / 3600000`.execute(db);
}
