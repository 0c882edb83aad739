// Matching at ingest stays within a fixed budget however many rules exist: with 2,000 rules (100
// of one staff member), all of them matching every line, a 1,000-line chat batch writes at most
// the budgeted alert rows, one per rule and player, each counting the lines it stands for, and
// counts what found no room; the term automaton is compiled from the distinct terms and only when
// they change; the same batch again raises nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WATCH_LIMITS } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../test/harness';
import { insertTermRules } from '../test/watch-rule-rows';
import { OVER_BUDGET_COUNTER } from './raise-alerts';
import { termCompilations } from './rule-set';

const LINE = 'giveaway example limiteds robux';
/** 100 distinct terms that all occur in LINE (its pieces of 4 to 9 characters that neither start nor end with a space). */
const TERMS = [...new Set(Array.from({ length: LINE.length }, (_, at) => [4, 5, 6, 7, 8, 9].map((n) => LINE.slice(at, at + n))).flat())]
  .filter((term) => term.length >= 4 && term.trim() === term)
  .slice(0, 100);
const T0 = 1_790_000_000_000;
let seq = 0;
const batch = (players: readonly number[], lines: number) =>
  Array.from({ length: lines }, (_, i) => ({
    userId: players[i % players.length]!,
    name: `P${players[i % players.length]}`,
    message: `${LINE} ${i}`,
    timestamp: T0 + (seq += 1) * 1000,
  }));
const MORE = / \(and ([\d,]+) more in this batch\)$/;
const moreOf = (summary: string) => Number(MORE.exec(summary)?.[1]?.replaceAll(',', '') ?? 0);

for (const engine of ENGINES) {
  describe(`ingest within a fixed alert budget [${engine}]`, () => {
    let t: TestApp;
    let key: string;
    let heavy: { id: string; token: string };
    const heavyRules: string[] = [];

    beforeAll(async () => {
      t = await createTestApp(engine);
      key = (await t.request('POST', '/api/admin/ingest-keys', { token: t.adminToken, body: { name: 'budget' } })).json<{ key: string }>().key;
      const permissions = ['view_chat', 'moderate'];
      heavy = await t.createUser({ username: 'heavy_mod', password: 'heavy-mod-password', permissions });
      for (let i = 0; i < 19; i += 1) {
        const other = await t.createUser({ username: `budget_mod_${i}`, password: 'budget-mod-password', permissions });
        await insertTermRules(t.database, other.id, TERMS);
      }
      for (const term of TERMS) {
        const res = await t.request('POST', '/api/watch-rules', { token: heavy.token, body: { name: term, kind: 'term', target: term } });
        expect(res.statusCode, res.body).toBe(201);
        heavyRules.push(res.json<{ rule: { _id: string } }>().rule._id);
      }
    }, 120_000);
    afterAll(() => t?.close());

    const ingest = async (events: unknown[]) => {
      const res = await t.request('POST', '/api/ingest/chat', { headers: { 'x-ingest-key': key }, body: events, token: null });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ accepted: number; duplicates: number }>();
    };
    const alertRows = () => t.database.db.selectFrom('alerts').select(['id', 'rule_id', 'player_id', 'summary']).execute();
    const overBudget = async () =>
      Number((await t.database.db.selectFrom('counters').select('value').where('name', '=', OVER_BUDGET_COUNTER).executeTakeFirst())?.value ?? 0);

    it('2,000 rules on 100 distinct terms, all matching 1,000 lines of one player: one row per rule, counting the other 999 lines', async () => {
      expect(TERMS).toHaveLength(100);
      expect(
        (await t.request('POST', '/api/watch-rules', { token: heavy.token, body: { name: 'one more', kind: 'term', target: 'one more' } })).json(),
      ).toMatchObject({
        error: 'You already have 100 watch rules; delete one before adding another.',
      });
      const compiledBefore = termCompilations().count;
      const lines = batch([1001], 1000);
      expect(await ingest(lines)).toMatchObject({ accepted: 1000 });
      expect(termCompilations().count - compiledBefore).toBe(1);
      expect(termCompilations().lastTerms).toBe(100);

      const rows = await alertRows();
      expect(rows.length).toBeLessThanOrEqual(WATCH_LIMITS.alertsPerBatch);
      expect(rows).toHaveLength(2000);
      expect(new Set(rows.map((r) => r.rule_id)).size).toBe(2000);
      expect(rows.every((r) => Number(r.player_id) === 1001 && moreOf(r.summary) === 999)).toBe(true);
      expect(rows[0]!.summary).toMatch(/^P1001 \(1001\): giveaway example limiteds robux \d+ \(and 999 more in this batch\)$/);
      expect(await overBudget()).toBe(0);
      const counts = await t.database.db.selectFrom('watch_rules').select('alert_count').execute();
      expect(counts.every((r) => Number(r.alert_count) === 1)).toBe(true);

      // The same batch again: stored already, so nothing new.
      expect(await ingest(lines)).toMatchObject({ accepted: 0, duplicates: 1000 });
      expect(await alertRows()).toHaveLength(2000);
      expect(await overBudget()).toBe(0);
    });

    it('two players in 1,000 lines: still at most the budget of rows, the rest counted, no match lost', async () => {
      const before = (await alertRows()).length;
      const counterBefore = await overBudget();
      expect(await ingest(batch([2001, 2002], 1000))).toMatchObject({ accepted: 1000 });
      const added = (await alertRows()).slice(0).filter((r) => [2001, 2002].includes(Number(r.player_id)));
      expect(added.length).toBe((await alertRows()).length - before);
      expect(added.length).toBeLessThanOrEqual(WATCH_LIMITS.alertsPerBatch);
      // Every rule is represented about the first player; the matches without a row are counted.
      expect(new Set(added.filter((r) => Number(r.player_id) === 2001).map((r) => r.rule_id)).size).toBe(2000);
      const counted = added.reduce((sum, r) => sum + 1 + moreOf(r.summary), 0) + (await overBudget()) - counterBefore;
      expect(counted).toBe(2000 * 1000);
      expect((await overBudget()) - counterBefore).toBeGreaterThan(0);
    });

    it('a rule edit that keeps the distinct terms compiles nothing; a new term compiles once', async () => {
      const compiled = termCompilations().count;
      const [first, second] = heavyRules;
      expect((await t.request('PATCH', `/api/watch-rules/${first}`, { token: heavy.token, body: { name: 'renamed' } })).statusCode).toBe(200);
      expect((await t.request('PATCH', `/api/watch-rules/${second}`, { token: heavy.token, body: { enabled: false } })).statusCode).toBe(200);
      expect((await t.request('DELETE', `/api/watch-rules/${heavyRules[2]}`, { token: heavy.token })).statusCode).toBe(200);
      expect(await ingest(batch([3001], 10))).toMatchObject({ accepted: 10 });
      expect(termCompilations().count).toBe(compiled);

      const res = await t.request('POST', '/api/watch-rules', { token: heavy.token, body: { name: 'new word', kind: 'term', target: 'never said' } });
      expect(res.statusCode, res.body).toBe(201);
      expect(await ingest(batch([3002], 10))).toMatchObject({ accepted: 10 });
      expect(termCompilations().count).toBe(compiled + 1);
      expect(termCompilations().lastTerms).toBe(101);
    });
  });
}
