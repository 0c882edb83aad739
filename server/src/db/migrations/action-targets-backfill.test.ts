// Migration 024 fills the target columns of entries recorded before them with the same reading the
// server does when it records an entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestDatabase, ENGINES, type TestDatabase } from '../../test/harness';
import { backfillActionTargets } from './024-staff-time-zone-action-targets';

const STAFF = 'a'.repeat(24);
const CASE = 'c'.repeat(24);

for (const engine of ENGINES) {
  describe(`action-log targets backfill [${engine}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
      const row = (id: string, category: string, action: string, details: unknown) => ({
        id,
        timestamp: Number(id.slice(-3)),
        category,
        username: 'admin',
        username_lower: 'admin',
        user_id: null,
        ip_address: '127.0.0.1',
        action,
        details: JSON.stringify(details),
      });
      await database.db
        .insertInto('action_logs')
        .values([
          row('000000000000000000000001', 'moderation', 'sanction_issued', { sanctionId: 'b'.repeat(24), userId: 133640, caseId: CASE }),
          row('000000000000000000000002', 'moderation', 'case_created', { caseId: CASE, number: 3, players: [7, 8] }),
          row('000000000000000000000003', 'users', 'user_deleted', { deletedUserId: STAFF, deletedUsername: 'gone' }),
          row('000000000000000000000004', 'system', 'player_viewed', { userId: 99, username: 'Seen' }),
          row('000000000000000000000005', 'auth', 'login', {}),
          row('000000000000000000000006', 'moderation', 'watch_rule_created', { ruleId: 'r', kind: 'player', target: '4242' }),
          row('000000000000000000000007', 'moderation', 'note_created', 'not json at all'),
        ])
        .execute();
      await backfillActionTargets(database.db as unknown as Kysely<unknown>);
    });
    afterAll(() => database.drop());

    it('fills the player, case and staff account each old entry is about', async () => {
      const rows = await database.db.selectFrom('action_logs').select(['id', 'target_player_id', 'target_case_id', 'target_user_id']).orderBy('id').execute();
      expect(rows.map((r) => [r.target_player_id === null ? null : Number(r.target_player_id), r.target_case_id, r.target_user_id])).toEqual([
        [133640, CASE, null],
        [7, CASE, null],
        [null, null, STAFF],
        [99, null, null],
        [null, null, null],
        [4242, null, null],
        [null, null, null],
      ]);
    });
  });
}
