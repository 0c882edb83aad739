// PostgreSQL: the log tables are vacuumed and analysed once 1% of their rows are dead or changed,
// not at PostgreSQL's default 20%. The retention job deletes from their old end every hour, and
// until a vacuum those dead rows stay at the start of the time index, where the planner walks them
// to estimate a query bounded near the oldest row kept (the chat floor). At 20% of ten million
// chat messages that is two million entries and most of a second per query. SQLite has no vacuum
// to tune: its deleted pages are reused.
import { type Kysely, sql } from 'kysely';
import type { Engine } from '../database';

const TABLES = ['chat_messages', 'trades', 'trade_items', 'marketplace', 'action_logs'];

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return;
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.01)`.execute(db);
  }
}
