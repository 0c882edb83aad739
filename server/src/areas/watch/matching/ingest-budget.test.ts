// Matching at ingest stays within a fixed budget however many rules exist: with 2,000 rules (100
// of one staff member), all of them matching every line, a 1,000-line chat batch writes at most
// the budgeted alert rows, one per rule and player, each counting the lines it stands for, and
// counts what found no room; one person's rules matching everything leave room for another rule's
// single match, and take turns for their share of the rows; the term automaton is compiled from
// the distinct terms and only when they change; the same batch again raises nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WATCH_LIMITS } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { insertTermRules } from '../../../test/watch-rule-rows';
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

    it('2,000 rules on 100 distinct terms, all matching 1,000 lines of one player: the budget of rows, each counting the other 999 lines', async () => {
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
      expect(rows).toHaveLength(WATCH_LIMITS.alertsPerBatch);
      expect(new Set(rows.map((r) => r.rule_id)).size).toBe(rows.length);
      expect(rows.every((r) => Number(r.player_id) === 1001 && moreOf(r.summary) === 999)).toBe(true);
      expect(rows[0]!.summary).toMatch(/^P1001 \(1001\): giveaway example limiteds robux \d+ \(and 999 more in this batch\)$/);
      // Every match is stored or counted: the rows stand for 1,000 lines each, the other rules' matches are in the counter.
      expect(rows.length * 1000 + (await overBudget())).toBe(2000 * 1000);
      const counts = await t.database.db.selectFrom('watch_rules').select('alert_count').execute();
      expect(counts.reduce((sum, r) => sum + Number(r.alert_count), 0)).toBe(rows.length);

      // The same batch again: stored already, so nothing new.
      const counter = await overBudget();
      expect(await ingest(lines)).toMatchObject({ accepted: 0, duplicates: 1000 });
      expect(await alertRows()).toHaveLength(rows.length);
      expect(await overBudget()).toBe(counter);
    });

    it('two players in 1,000 lines: still at most the budget of rows, the rest counted, no match lost', async () => {
      const before = new Set((await alertRows()).map((r) => r.id));
      const counterBefore = await overBudget();
      expect(await ingest(batch([2001, 2002], 1000))).toMatchObject({ accepted: 1000 });
      const added = (await alertRows()).filter((r) => !before.has(r.id));
      expect(added.length).toBe(WATCH_LIMITS.alertsPerBatch);
      expect(added.every((r) => [2001, 2002].includes(Number(r.player_id)))).toBe(true);
      const counted = added.reduce((sum, r) => sum + 1 + moreOf(r.summary), 0) + (await overBudget()) - counterBefore;
      expect(counted).toBe(2000 * 1000);
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

    it("one staff member's 100 rules matching every line leave room for another rule's single match", async () => {
      // Everyone else's rules now watch words nobody says, but one: a phrase said once in the batch.
      await sql`UPDATE watch_rules SET target_key = 'unheard ' || id WHERE created_by_id <> ${heavy.id}`.execute(t.database.db);
      const needle = await t.database.db
        .selectFrom('watch_rules')
        .select('id')
        .where('created_by_id', '<>', heavy.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      await t.database.db.updateTable('watch_rules').set({ target: 'needle phrase', target_key: 'needle phrase' }).where('id', '=', needle.id).execute();
      await t.database.db
        .updateTable('watch_rules_version')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .execute();
      const heavyMatching = (
        await t.database.db
          .selectFrom('watch_rules')
          .select('id')
          .where('created_by_id', '=', heavy.id)
          .where('enabled', '=', 1)
          .where('target_key', 'in', TERMS)
          .execute()
      ).map((r) => r.id);

      const lines = batch(
        Array.from({ length: 200 }, (_, i) => 5000 + i),
        1000,
      );
      lines[777] = { ...lines[777]!, userId: 6001, name: 'P6001', message: `${lines[777]!.message} needle phrase` };
      const before = new Set((await alertRows()).map((r) => r.id));
      const counterBefore = await overBudget();
      expect(await ingest(lines)).toMatchObject({ accepted: 1000 });
      const added = (await alertRows()).filter((r) => !before.has(r.id));
      // The heavy member's rules take their share of the batch (a row each for as many of their
      // rules as it holds), the needle its one row.
      expect(added.length).toBe(WATCH_LIMITS.alertsPerMakerInBatch + 1);
      const heavyRows = added.filter((r) => heavyMatching.includes(r.rule_id));
      expect(heavyRows).toHaveLength(WATCH_LIMITS.alertsPerMakerInBatch);
      expect(new Set(heavyRows.map((r) => r.rule_id)).size).toBe(heavyRows.length);
      expect(added.filter((r) => r.rule_id === needle.id).map((r) => [Number(r.player_id), moreOf(r.summary)])).toEqual([[6001, 0]]);
      const counted = added.reduce((sum, r) => sum + 1 + moreOf(r.summary), 0) + (await overBudget()) - counterBefore;
      expect(counted).toBe(heavyMatching.length * 1000 + 1);

      // The next batches: their rules take turns, so within a few batches every one has had its row.
      const served = new Set(heavyRows.map((r) => r.rule_id));
      const turns = Math.ceil(heavyMatching.length / WATCH_LIMITS.alertsPerMakerInBatch);
      for (let i = 1; i < turns; i += 1) {
        const seen = new Set((await alertRows()).map((r) => r.id));
        expect(await ingest(batch([7000 + i], 100))).toMatchObject({ accepted: 100 });
        const rows = (await alertRows()).filter((r) => !seen.has(r.id));
        expect(rows).toHaveLength(WATCH_LIMITS.alertsPerMakerInBatch);
        for (const r of rows) served.add(r.rule_id);
      }
      expect([...served].sort()).toEqual([...heavyMatching].sort());
    });
  });
}
