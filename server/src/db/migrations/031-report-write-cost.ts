// What storing a report costs in pages. A batch of reports dirtied about 840 pages where a chat
// batch of the same size dirtied 360: each index keyed by a player takes a page per player the
// batch names, and every page goes through the WAL. So:
// 1. `reports_reported_status_idx` goes: a player's reports by status are read from
//    `reports_reported_idx` (the player's reports are few next to the table; claiming and resolving
//    read a player's pending ones in date order there).
// 2. `reports_outcome_idx` holds only resolved reports (it held a NULL entry for every new one).
// 3. SQLite: `report_reporters` is stored in its key's order (WITHOUT ROWID: one B-tree, not a table
//    and its key's index), and `report_queue`'s key is the table's own rowid (INTEGER PRIMARY KEY);
//    PostgreSQL keeps both tables as they are (a heap and its key's index either way).
import { type Kysely, sql } from 'kysely';
import type { Engine } from '../database';
import { createQueueIndexes, REPORT_CATEGORIES } from './030-reports';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await sql`DROP INDEX reports_reported_status_idx`.execute(db);
  await sql`DROP INDEX reports_outcome_idx`.execute(db);
  await sql`CREATE UNIQUE INDEX reports_outcome_idx ON reports (outcome_seq) WHERE outcome_seq IS NOT NULL`.execute(db);
  if (engine !== 'sqlite') return;

  await sql`CREATE TABLE report_reporters_new (
    reported_id INTEGER NOT NULL, reporter_id INTEGER NOT NULL, open INTEGER NOT NULL,
    PRIMARY KEY (reported_id, reporter_id)) WITHOUT ROWID`.execute(db);
  await sql`INSERT INTO report_reporters_new (reported_id, reporter_id, open) SELECT reported_id, reporter_id, open FROM report_reporters`.execute(db);
  await sql`DROP TABLE report_reporters`.execute(db);
  await sql`ALTER TABLE report_reporters_new RENAME TO report_reporters`.execute(db);

  const categories = REPORT_CATEGORIES.map((c) => `cat_${c}`);
  await sql`CREATE TABLE report_queue_new (
    reported_id INTEGER PRIMARY KEY, reported_name varchar(100) NOT NULL, open integer NOT NULL, reporters integer NOT NULL,
    oldest_at bigint NOT NULL, newest_at bigint NOT NULL, assignee_id varchar(24), assignee_name varchar(100),
    ${sql.raw(categories.map((c) => `${c} integer NOT NULL DEFAULT 0`).join(', '))})`.execute(db);
  const columns = sql.raw(
    ['reported_id', 'reported_name', 'open', 'reporters', 'oldest_at', 'newest_at', 'assignee_id', 'assignee_name', ...categories].join(', '),
  );
  await sql`INSERT INTO report_queue_new (${columns}) SELECT ${columns} FROM report_queue`.execute(db);
  await sql`DROP TABLE report_queue`.execute(db);
  await sql`ALTER TABLE report_queue_new RENAME TO report_queue`.execute(db);
  await createQueueIndexes(db);
}
