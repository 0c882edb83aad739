// What one staff member can create is bounded: at most 100 watch rules per staff member and 2,000
// in all, refused with a 409 sentence naming the cap, and decided inside the create's transaction
// so simultaneous creates at the edge cannot pass it together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, WATCH_LIMITS } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { insertTermRules } from '../../../test/watch-rule-rows';

const PERMISSIONS = ['view_chat', 'moderate'];
const terms = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}-${i}`);

for (const engine of ENGINES) {
  describe(`watch rule caps [${engine}]`, () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t?.close());

    const countBy = async (userId: string) =>
      Number(
        (
          await t.database.db
            .selectFrom('watch_rules')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('created_by_id', '=', userId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const countAll = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('watch_rules')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const create = (token: string, target: string) => t.request('POST', '/api/watch-rules', { token, body: { name: target, kind: 'term', target } });

    it('the sentences name the caps the server enforces', () => {
      expect(WATCH_LIMITS.rulesPerUser).toBe(100);
      expect(WATCH_LIMITS.rulesInAll).toBe(2000);
      expect(MESSAGES.watchRulesPerUserFull).toBe('You already have 100 watch rules; delete one before adding another.');
      expect(MESSAGES.watchRulesInAllFull).toBe('There are already 2,000 watch rules in all; delete one before adding another.');
    });

    it('20 simultaneous creates by a staff member at 95 rules: exactly 5 succeed, the rest are refused with the per-user sentence', async () => {
      const mod = await t.createUser({ username: 'cap_mod', password: 'cap-mod-password-1', permissions: PERMISSIONS });
      await insertTermRules(t.database, mod.id, terms('kept', 95));
      const answers = await Promise.all(terms('burst', 20).map((term) => create(mod.token, term)));
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s === 409)).toHaveLength(15);
      for (const refused of answers.filter((a) => a.statusCode === 409))
        expect(refused.json()).toMatchObject({ success: false, error: 'You already have 100 watch rules; delete one before adding another.' });
      expect(await countBy(mod.id)).toBe(100);
      const logged = await t.database.db
        .selectFrom('action_logs')
        .select('id')
        .where('action', '=', 'watch_rule_created')
        .where('user_id', '=', mod.id)
        .execute();
      expect(logged).toHaveLength(5);

      // One deleted makes room for exactly one more.
      const created = answers.find((a) => a.statusCode === 201)!.json<{ rule: { _id: string } }>().rule._id;
      expect((await t.request('DELETE', `/api/watch-rules/${created}`, { token: mod.token })).statusCode).toBe(200);
      expect((await create(mod.token, 'after-delete')).statusCode).toBe(201);
      expect((await create(mod.token, 'one-too-many')).statusCode).toBe(409);
      expect(await countBy(mod.id)).toBe(100);
    });

    it('10 simultaneous creates with 1,995 rules in all: exactly 5 succeed, the rest are refused with the total sentence', async () => {
      const filler = await Promise.all(
        Array.from({ length: 19 }, (_, i) => t.createUser({ username: `cap_filler_${i}`, password: 'cap-filler-password', permissions: PERMISSIONS })),
      );
      const missing = WATCH_LIMITS.rulesInAll - 5 - (await countAll());
      for (let i = 0; i < filler.length && i * 100 < missing; i += 1)
        await insertTermRules(t.database, filler[i]!.id, terms(`filler${i}`, Math.min(100, missing - i * 100)));
      expect(await countAll()).toBe(1995);
      const fresh = await t.createUser({ username: 'cap_fresh', password: 'cap-fresh-password', permissions: PERMISSIONS });
      const answers = await Promise.all(terms('last', 10).map((term) => create(fresh.token, term)));
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
      const refused = answers.filter((a) => a.statusCode === 409);
      expect(refused).toHaveLength(5);
      for (const answer of refused)
        expect(answer.json()).toMatchObject({ success: false, error: 'There are already 2,000 watch rules in all; delete one before adding another.' });
      expect(await countAll()).toBe(2000);
    });
  });
}
