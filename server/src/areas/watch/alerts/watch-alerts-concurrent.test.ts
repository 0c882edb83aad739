// Batches raising alerts of the same rules at once: each rule's row is locked in one order by every
// batch (PostgreSQL; SQLite writes one batch at a time), so none waits for another in a cycle, and
// each rule's alerts are numbered 1, 2, 3… without a gap or a repeat, its count equal to its alerts.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WatchRule } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

// After the rules were made: a rule sees only events dated after it.
const T0 = Date.now() + 60_000;
const TERMS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel'];

for (const engine of ENGINES) {
  describe(`alerts of batches stored at once [${engine}]`, () => {
    let t: TestApp;
    let key: string;

    beforeAll(async () => {
      t = await createTestApp(engine);
      key = (await t.request('POST', '/api/admin/ingest-keys', { token: t.adminToken, body: { name: 'concurrent' } })).json<{ key: string }>().key;
    });
    afterAll(() => t?.close());

    it('numbers each rule’s alerts without gaps or repeats when six batches raise them together', async () => {
      const mod = await t.createUser({ username: 'busy_mod', permissions: ['view_chat', 'moderate'] });
      const rules: WatchRule[] = [];
      for (const term of TERMS) {
        const res = await t.request('POST', '/api/watch-rules', { token: mod.token, body: { name: `Watch ${term}`, kind: 'term', target: term } });
        expect(res.statusCode, res.body).toBe(201);
        rules.push(res.json<{ rule: WatchRule }>().rule);
      }
      // Each batch names every term, in its own order, from its own players: every batch locks every rule.
      const batch = (b: number) =>
        TERMS.map((_, i) => TERMS[(i + b) % TERMS.length]!).map((term, i) => ({
          userId: 70_000 + b * 100 + i,
          name: `Speaker${b}_${i}`,
          message: `who has ${term} for sale`,
          timestamp: T0 + b * 1000 + i,
        }));
      const answers = await Promise.all(
        [0, 1, 2, 3, 4, 5].map((b) => t.request('POST', '/api/ingest/chat', { headers: { 'x-ingest-key': key }, body: batch(b), token: null })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);

      for (const rule of rules) {
        const { rows } = await sql<{ rule_seq: string | number }>`SELECT rule_seq FROM alerts WHERE rule_id = ${rule._id} ORDER BY rule_seq`.execute(
          t.database.db,
        );
        expect(rows.map((r) => Number(r.rule_seq))).toEqual([1, 2, 3, 4, 5, 6]);
        const { rows: count } = await sql<{ alert_count: string | number }>`SELECT alert_count FROM watch_rules WHERE id = ${rule._id}`.execute(t.database.db);
        expect(Number(count[0]!.alert_count)).toBe(6);
      }
    });
  });
}
