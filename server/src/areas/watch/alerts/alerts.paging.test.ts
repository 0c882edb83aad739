// The inbox's pages are read either by merging each rule's newest alerts or by walking every alert
// newest first, and past the middle from the oldest end. Every page, both ways, at several page
// sizes, must equal the same slice of the viewer's alerts sorted from scratch, with the same read
// flags: over rules of very different sizes, an empty rule, alerts sharing a second, a read
// watermark and single reads above it, and a rule the viewer does not see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { watchRuleRow } from '../../../db/fixtures/watch-rules.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { type AlertRow, alertPage, choosePagePlan, type RuleShare } from './alerts.repository';

const T0 = 1_790_000_000_000;
const RULE_SIZES = [0, 1, 9, 60, 140];
const ruleId = (i: number) => `ab${i.toString(16).padStart(22, '0')}`;

interface Stored {
  id: string;
  rule_id: string;
  rule_seq: number;
}

/** Alerts spread over the rules, several to a second, ids ordered by second then at random within it. */
function alertsOf(): Stored[] {
  const rows: Stored[] = [];
  let n = 0;
  RULE_SIZES.forEach((size, r) => {
    for (let seq = 1; seq <= size; seq += 1) {
      n += 1;
      const second = Math.floor(T0 / 1000) + ((n * 37) % 97);
      const random = ((n * 2654435761) % 2 ** 32).toString(16).padStart(16, '0');
      rows.push({ id: second.toString(16).padStart(8, '0') + random, rule_id: ruleId(r), rule_seq: seq });
    }
  });
  return rows;
}

for (const engine of ENGINES) {
  describe(`alert inbox pages [${engine}]`, () => {
    let t: TestApp;
    let userId: string;
    const stored = alertsOf();
    // Rule 3: read through its 25th alert, and four single reads above that; rule 4: three single reads.
    const watermark = new Map([[ruleId(3), 25]]);
    const singles = new Set(
      stored
        .filter((a) => (a.rule_id === ruleId(3) && [26, 30, 59, 60].includes(a.rule_seq)) || (a.rule_id === ruleId(4) && [1, 70, 140].includes(a.rule_seq)))
        .map((a) => a.id),
    );
    const isRead = (a: Stored) => a.rule_seq <= (watermark.get(a.rule_id) ?? 0) || singles.has(a.id);
    const seen = RULE_SIZES.map((_, i) => ruleId(i)).filter((id) => id !== ruleId(2));

    beforeAll(async () => {
      t = await createTestApp(engine);
      const db = t.database.db;
      userId = (await db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
      await db
        .insertInto('watch_rules')
        .values(
          RULE_SIZES.map((size, i) =>
            watchRuleRow(
              {
                id: ruleId(i),
                name: `Rule ${i}`,
                kind: 'player',
                target: String(100 + i),
                target_key: String(100 + i),
                scopes: 'chat',
                enabled: 0,
                alert_count: size,
              },
              T0,
            ),
          ),
        )
        .execute();
      await db
        .insertInto('alerts')
        .values(stored.map((a) => ({ ...a, kind: 'chat', ref: a.id, summary: `alert ${a.id}`, created_at: T0 })))
        .execute();
      await db
        .insertInto('alert_read_marks')
        .values({ user_id: userId, rule_id: ruleId(3), read_through_seq: 25, read_count: 29 })
        .execute();
      await db
        .insertInto('alert_read_marks')
        .values({ user_id: userId, rule_id: ruleId(4), read_through_seq: 0, read_count: 3 })
        .execute();
      await db
        .insertInto('alert_reads')
        .values(stored.filter((a) => singles.has(a.id)).map((a) => ({ user_id: userId, alert_id: a.id, rule_id: a.rule_id })))
        .execute();
      await sql`ANALYZE`.execute(db);
    });
    afterAll(() => t.close());

    for (const unread of [false, true]) {
      const expected = () =>
        stored
          .filter((a) => seen.includes(a.rule_id) && !(unread && isRead(a)))
          .sort((a, b) => (a.id < b.id ? 1 : -1))
          .map((a) => `${a.id}:${isRead(a) ? 1 : 0}`);
      const shares = (): RuleShare[] =>
        seen.map((id) => {
          const rows = stored.filter((a) => a.rule_id === id && !(unread && isRead(a))).length;
          return { ruleId: id, rows };
        });

      for (const plan of ['merge', 'walk'] as const)
        it(`reads every page of ${unread ? 'the unread alerts' : 'all alerts'} by ${plan === 'merge' ? 'merging the rules' : 'walking every alert'}`, async () => {
          const all = expected();
          expect(all.length).toBe(shares().reduce((s, x) => s + x.rows, 0));
          for (const limit of [1, 7, 25]) {
            for (let offset = 0; offset < all.length + limit; offset += limit) {
              const rows: AlertRow[] = await alertPage(t.database.db, userId, shares(), {
                unread,
                limit,
                offset,
                total: all.length,
                allAlerts: stored.length,
                plan,
              });
              expect(
                rows.map((r) => `${r.id}:${Number(r.read)}`),
                `limit ${limit}, offset ${offset}`,
              ).toEqual(all.slice(offset, offset + limit));
            }
          }
        });
    }
  });
}

describe('choosing how to read an inbox page', () => {
  it('walks every alert when the viewer sees most of them', () => {
    const shares = Array.from({ length: 100 }, (_, i) => ({ ruleId: String(i), rows: 10_000 }));
    expect(choosePagePlan(shares, 50, 1_000_000)).toBe('walk');
  });
  it("merges the viewer's rules when they hold few of the alerts", () => {
    expect(choosePagePlan([{ ruleId: 'a', rows: 300 }], 50, 1_000_000)).toBe('merge');
    expect(
      choosePagePlan(
        [
          { ruleId: 'a', rows: 200_000 },
          { ruleId: 'b', rows: 3 },
        ],
        5_000,
        1_000_000,
      ),
    ).toBe('merge');
  });
  it('walks when there are too many rules to merge in one statement', () => {
    expect(
      choosePagePlan(
        Array.from({ length: 201 }, (_, i) => ({ ruleId: String(i), rows: 1 })),
        50,
        1_000_000,
      ),
    ).toBe('walk');
  });
});
