// The queue at a million reports over 200,000 players is 200,000 queue rows: its first page at every
// sort, and with a category or an assignee filter, reads an index in the sort's order and stops at
// the page (never sorting the table). SQLite's plans on the empty table; PostgreSQL's on a filled
// one (its planner prefers a scan of a small table).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql } from 'kysely';
import { REPORT_QUEUE_SORTS } from '@staff-console/domain';
import { createTestDatabase, ENGINES, type TestDatabase } from '../../test/harness';
import { type QueueFilter, queueRows } from './report-queue.query';

const FILTERS: [string, Omit<QueueFilter, 'sort'>][] = [
  ['everyone', {}],
  ['a category', { category: 'harassment' }],
  ['nobody assigned', { assigneeId: null }],
  ['an assignee', { assigneeId: 'a'.repeat(24) }],
];

for (const engine of ENGINES) {
  describe(`the report queue's first page reads an index [${engine}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
      if (engine === 'postgres') {
        // 200,000 players, a fifth of them claimed, categories spread.
        await sql`INSERT INTO report_queue (reported_id, reported_name, open, reporters, oldest_at, newest_at, assignee_id, assignee_name,
            cat_scam, cat_harassment, cat_exploiting, cat_inappropriate, cat_other)
          SELECT g, 'p' || g, 5, g % 40, 1000000 + g, 2000000 + g, CASE WHEN g % 5 = 0 THEN repeat('a', 24) END, NULL,
            CASE WHEN g % 5 = 0 THEN 1 ELSE 0 END, CASE WHEN g % 5 = 1 THEN 1 ELSE 0 END, CASE WHEN g % 5 = 2 THEN 1 ELSE 0 END,
            CASE WHEN g % 5 = 3 THEN 1 ELSE 0 END, CASE WHEN g % 5 = 4 THEN 1 ELSE 0 END
          FROM generate_series(1, 200000) AS g`.execute(database.db);
        await sql`ANALYZE report_queue`.execute(database.db);
      }
    }, 120_000);
    afterAll(() => database?.drop());

    async function plan(query: CompiledQuery): Promise<string> {
      const prefix = engine === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN ';
      const { rows } = await database.db.executeQuery<Record<string, string>>(CompiledQuery.raw(prefix + query.sql, [...query.parameters]));
      return rows.map((r) => r.detail ?? r['QUERY PLAN']).join('\n');
    }

    for (const sort of REPORT_QUEUE_SORTS) {
      for (const [name, filter] of FILTERS) {
        it(`sorted by ${sort}, ${name}`, async () => {
          const text = await plan(queueRows(database.db, { ...filter, sort }, { offset: 0, limit: 50 }).compile());
          expect(text, text).toMatch(/report_queue_\w+_idx/);
          if (engine === 'sqlite') expect(text, text).not.toMatch(/TEMP B-TREE/);
          else expect(text, text).not.toMatch(/Seq Scan|\bSort\b/);
        });
      }
    }
  });
}
