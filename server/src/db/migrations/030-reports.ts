// Player reports (the game's report events) and the staff's queue of them.
// 1. `reports`: one row per report, keyed like every event by its `_id` or a hash of its content
//    (re-sending never stores it twice). Its resolution is kept on the row; `outcome_seq` numbers
//    each resolved report in commit order (db/sequences.ts) for the game's outcomes feed.
// 2. `report_queue`: one row per player with open or claimed reports, kept in the same transaction
//    as every change of their reports, so the queue's pages are read through an index at any sort
//    and filter instead of grouping a million reports: partial indexes per category (the planner
//    uses one when the query names the same `cat_x > 0` term).
// 3. `report_reporters`: (reported, reporter) with the count of that reporter's open, non-excess
//    reports of the player; the queue's distinct reporters go up when a pair's count leaves 0 and
//    down when it returns to 0, so they are never counted by a scan.
import { type Kysely, sql } from 'kysely';
// The categories as they were when this migration was written (a migration never changes with the code).
export const REPORT_CATEGORIES = ['scam', 'harassment', 'exploiting', 'inappropriate', 'other'] as const;

/** The queue's orders as index columns (priority: most reporters, then newest). */
export const SORT_COLUMNS = {
  priority: [sql`reporters DESC`, sql`newest_at DESC`, sql`reported_id DESC`],
  oldest: [sql`oldest_at`, sql`reported_id`],
  newest: [sql`newest_at DESC`, sql`reported_id DESC`],
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO sequences (name, value) VALUES ('report_outcome', 0)`.execute(db);

  let reports = db.schema
    .createTable('reports')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('reporter_id', 'bigint', (c) => c.notNull())
    .addColumn('reporter_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('reported_id', 'bigint', (c) => c.notNull())
    .addColumn('reported_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('server_id', 'varchar(64)')
    .addColumn('place_id', 'varchar(20)')
    .addColumn('date', 'bigint', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('excess', 'integer', (c) => c.notNull())
    .addColumn('assignee_id', 'varchar(24)')
    .addColumn('assignee_name', 'varchar(100)');
  for (const [column, type] of [
    ['resolution_action', 'varchar(12)'],
    ['resolution_reason', 'text'],
    ['resolution_case_id', 'varchar(24)'],
    ['resolution_sanction_id', 'varchar(24)'],
    ['resolved_by_id', 'varchar(24)'],
    ['resolved_by_name', 'varchar(100)'],
    ['resolved_at', 'bigint'],
    ['outcome_seq', 'bigint'],
  ] as const) {
    reports = reports.addColumn(column, type);
  }
  await reports.execute();
  // A player's reports newest first (also by status), a reporter's (and their last 24 hours), all
  // reports by status, and the outcomes feed in sequence order.
  await db.schema.createIndex('reports_reported_idx').on('reports').columns(['reported_id', 'date', 'id']).execute();
  await db.schema.createIndex('reports_reported_status_idx').on('reports').columns(['reported_id', 'status', 'date', 'id']).execute();
  await db.schema.createIndex('reports_reporter_idx').on('reports').columns(['reporter_id', 'date', 'id']).execute();
  await db.schema.createIndex('reports_status_idx').on('reports').columns(['status', 'date', 'id']).execute();
  await db.schema.createIndex('reports_date_idx').on('reports').columns(['date', 'id']).execute();
  await db.schema.createIndex('reports_outcome_idx').unique().on('reports').column('outcome_seq').execute();

  let queue = db.schema
    .createTable('report_queue')
    .addColumn('reported_id', 'bigint', (c) => c.primaryKey())
    .addColumn('reported_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('open', 'integer', (c) => c.notNull())
    .addColumn('reporters', 'integer', (c) => c.notNull())
    .addColumn('oldest_at', 'bigint', (c) => c.notNull())
    .addColumn('newest_at', 'bigint', (c) => c.notNull())
    .addColumn('assignee_id', 'varchar(24)')
    .addColumn('assignee_name', 'varchar(100)');
  for (const category of REPORT_CATEGORIES) queue = queue.addColumn(`cat_${category}`, 'integer', (c) => c.notNull().defaultTo(0));
  await queue.execute();
  await createQueueIndexes(db);

  await db.schema
    .createTable('report_reporters')
    .addColumn('reported_id', 'bigint', (c) => c.notNull())
    .addColumn('reporter_id', 'bigint', (c) => c.notNull())
    .addColumn('open', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_reporters_pk', ['reported_id', 'reporter_id'])
    .execute();
}

/** The queue's indexes: each order, each order by assignee, each order within a category. */
export async function createQueueIndexes(db: Kysely<unknown>): Promise<void> {
  for (const [sort, columns] of Object.entries(SORT_COLUMNS)) {
    await sql`CREATE INDEX ${sql.id(`report_queue_${sort}_idx`)} ON report_queue (${sql.join(columns)})`.execute(db);
    await sql`CREATE INDEX ${sql.id(`report_queue_assignee_${sort}_idx`)} ON report_queue (assignee_id, ${sql.join(columns)})`.execute(db);
    for (const category of REPORT_CATEGORIES) {
      const column = sql.id(`cat_${category}`);
      await sql`CREATE INDEX ${sql.id(`report_queue_${category}_${sort}_idx`)} ON report_queue (${sql.join(columns)}) WHERE ${column} > 0`.execute(db);
    }
  }
}
