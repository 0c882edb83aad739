// Appeal codes as sanctions get them: one per mute and ban, none for a warning or a sanction issued
// as not appealable (which needs ban_players), each unique (the database refuses a second holder).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEAL_CODE_ALPHABET, MESSAGES, normalizeAppealCode, type Sanction } from '@staff-console/domain';
import { isUniqueViolation } from '../../../db/unique-violation';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { newAppealCode } from './appeal-code';

const FORMAT = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

describe('new appeal codes', () => {
  it('are 12 symbols of the alphabet, each symbol used, no two alike in 20,000', () => {
    const codes = Array.from({ length: 20_000 }, newAppealCode);
    expect(new Set(codes).size).toBe(codes.length);
    const used = new Set(codes.join(''));
    expect([...APPEAL_CODE_ALPHABET].every((c) => used.has(c))).toBe(true);
    for (const code of codes.slice(0, 100)) expect(normalizeAppealCode(code)).toBe(code);
  });
});

for (const engine of ENGINES) {
  describe(`appeal codes on sanctions [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t.close());

    const issue = async (userId: number, body: Record<string, unknown>, token = t.adminToken) =>
      t.request('POST', `/api/players/${userId}/sanctions`, { token, body });

    it('gives every mute and ban a code of its own, and a warning none', async () => {
      const sanctions: Sanction[] = [];
      for (let i = 0; i < 30; i++) {
        const res = await issue(7_000 + i, { type: i % 2 === 0 ? 'mute' : 'ban', reason: 'private', durationSeconds: 3600 });
        expect(res.statusCode, res.body).toBe(201);
        sanctions.push(res.json<{ sanction: Sanction }>().sanction);
      }
      const codes = sanctions.map((s) => s.appealCode);
      for (const code of codes) expect(code).toMatch(FORMAT);
      expect(new Set(codes).size).toBe(30);
      const warning = await issue(7_100, { type: 'warn', reason: 'private' });
      expect(warning.json<{ sanction: Sanction }>().sanction.appealCode).toBeUndefined();
    });

    it('refuses a second sanction with a code already held', async () => {
      const held = (await issue(7_200, { type: 'ban', reason: 'private' })).json<{ sanction: Sanction }>().sanction;
      const row = await t.database.db.selectFrom('sanctions').selectAll().where('id', '=', held._id).executeTakeFirstOrThrow();
      const copy = { ...row, id: 'ffffffffffffffffffffff01', user_id: 7_201 };
      const error = await t.database.db
        .insertInto('sanctions')
        .values(copy)
        .execute()
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(isUniqueViolation(error)).toBe(true);
    });

    it('issues a mute or ban without a code only with ban_players, and a warning never takes the option', async () => {
      const moderator = (await t.createUser({ username: 'mutes-only', role: 'guest', permissions: ['moderate'] })).token;
      const refused = await issue(7_300, { type: 'mute', reason: 'private', appealable: false }, moderator);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ error: string }>().error).toBe(MESSAGES.appealableNeedsBanPermission);
      expect((await t.request('GET', '/api/players/7300/sanctions', { token: t.adminToken })).json<{ sanctions: Sanction[] }>().sanctions).toEqual([]);
      const silent = await issue(7_300, { type: 'ban', reason: 'private', appealable: false });
      expect(silent.statusCode, silent.body).toBe(201);
      expect(silent.json<{ sanction: Sanction }>().sanction.appealCode).toBeUndefined();
      const warning = await issue(7_301, { type: 'warn', reason: 'private', appealable: true });
      expect(warning.statusCode).toBe(400);
      expect(warning.body).toContain(MESSAGES.appealableMutesAndBans);
    });
  });
}
