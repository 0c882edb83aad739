// Migration 017 writes each ban's enforcement state on the sanction: bans stored before it, whose
// state was read from their latest outbox row, take that row's state (sent → applied, failed →
// failed, pending or cancelled → pending); sanctions that never went out keep theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ENGINES, type TestDatabase } from '../../test/harness';
import { up } from './017-sanction-enforcement-state';

const T0 = 1_790_000_000_000;
const id = (n: number) => n.toString(16).padStart(24, '0');

for (const engine of ENGINES) {
  describe(`sanction enforcement state migration (${engine})`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
    });
    afterAll(() => database.drop());

    it('gives each ban sent through the outbox the state of its delivery', async () => {
      const cases: [string, string | null][] = [
        ['outbox', 'sent'],
        ['outbox', 'failed'],
        ['outbox', 'pending'],
        ['outbox', 'cancelled'],
        ['not_configured', null],
        ['not_applicable', null],
      ];
      const db = database.db;
      await db
        .insertInto('outbox')
        .values(
          cases.flatMap(([, status], i) =>
            status === null
              ? []
              : [
                  {
                    id: id(100 + i),
                    kind: 'roblox_user_restriction',
                    payload: '{}',
                    ordering_key: `roblox-user:${i}`,
                    status,
                    attempts: 1,
                    next_attempt_at: T0,
                    last_error: null,
                    lease: null,
                    locked_until: null,
                    created_at: T0,
                    sent_at: status === 'sent' ? T0 : null,
                  },
                ],
          ),
        )
        .execute();
      await db
        .insertInto('sanctions')
        .values(
          cases.map(([enforcement, status], i) => ({
            id: id(i + 1),
            user_id: 1000 + i,
            type: enforcement === 'not_applicable' ? 'mute' : 'ban',
            reason: 'r',
            public_reason: 'p',
            created_at: T0 + i,
            created_by_id: id(999),
            created_by_name: 'mod',
            expires_at: null,
            exclude_alt_accounts: 0,
            case_id: null,
            revoked_at: null,
            revoked_by_id: null,
            revoked_by_name: null,
            revoke_reason: null,
            enforcement,
            outbox_id: status === null ? null : id(100 + i),
          })),
        )
        .execute();
      await up(db as unknown as Parameters<typeof up>[0]);
      const rows = await db.selectFrom('sanctions').select(['id', 'enforcement']).orderBy('id').execute();
      expect(rows.map((r) => r.enforcement)).toEqual(['applied', 'failed', 'pending', 'pending', 'not_configured', 'not_applicable']);
    });
  });
}
