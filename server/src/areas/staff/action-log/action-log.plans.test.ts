// The action log can hold millions of rows: each filter by action or by what an entry is about reads
// its own index, newest first, never the whole table (SQLite's plans; PostgreSQL has the same
// indexes, migration 024).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery } from 'kysely';
import { LogsQuery } from '@staff-console/domain';
import { createTestDatabase, type TestDatabase } from '../../../test/harness';
import { filtered, type Resolved } from './action-log.repository';

describe('action log filters use their indexes [sqlite]', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(() => database.drop());

  async function plan(query: CompiledQuery): Promise<string> {
    const { rows } = await database.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]));
    return rows.map((r) => r.detail).join('\n');
  }

  const cases: [string, Record<string, string>, Resolved, string][] = [
    ['action', { action: 'sanction_issued' }, {}, 'action_logs_action_time_idx'],
    ['one player', {}, { players: [133640] }, 'action_logs_player_time_idx'],
    ['players under one name', {}, { players: [1, 2, 3] }, 'action_logs_player_time_idx'],
    ['case', {}, { caseId: 'c'.repeat(24) }, 'action_logs_case_time_idx'],
    ['staff account', {}, { userId: 'a'.repeat(24) }, 'action_logs_target_user_time_idx'],
  ];

  for (const [name, query, targets, index] of cases) {
    it(`pages and counts by ${name} through ${index}`, async () => {
      const q = LogsQuery.parse(query);
      const page = filtered(database.db, q, targets).selectAll().orderBy('timestamp', 'desc').orderBy('id', 'desc').limit(50).compile();
      const count = filtered(database.db, q, targets)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .compile();
      for (const compiled of [page, count]) {
        const text = await plan(compiled);
        expect(text, text).toContain(index);
        expect(text).not.toMatch(/SCAN action_logs\b(?! USING)/);
      }
    });
  }
});
