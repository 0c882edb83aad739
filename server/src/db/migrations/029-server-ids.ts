// The game server a line was said in. A large game runs many servers at once, so what surrounds a
// chat line is mostly talk from other servers; chat, trades and marketplace entries now keep the
// server's JobId and its place when the game sends them (null for everything stored before).
// The chat context of one server walks (server_id, timestamp, id) the way the all-servers context
// walks chat_time_idx; only lines that have a server are in that index, so it costs nothing for
// the rows stored before (and neither engine rewrites a table to add a nullable column).
import { type Kysely, sql } from 'kysely';
import type { Engine } from '../database';
import { hasStatistics } from './recreate-indexes';

const TABLES = ['chat_messages', 'trades', 'marketplace'] as const;

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('server_id', 'varchar(64)').execute();
    await db.schema.alterTable(table).addColumn('place_id', 'varchar(20)').execute();
  }
  await sql`CREATE INDEX chat_server_time_idx ON chat_messages (server_id, timestamp, id) WHERE server_id IS NOT NULL`.execute(db);
  // Where SQLite keeps planner statistics, an index without any would be passed over.
  if (engine === 'sqlite' && (await hasStatistics(db))) await sql`ANALYZE chat_server_time_idx`.execute(db);
}
