// Nothing private in any public answer: a ban issued through the API by a named moderator, in a
// case, with a private reason, appealed with a contact and decided with a private note; every
// answer of the public routes about it (found, open, decided, refused, unknown, invalid, throttled),
// body and headers, is searched for what only staff may read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { newId } from '../../../db/ids';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { APPEAL_TEXT, issueSanction, lookUp, randomCode, submit } from './public-appeals.fixtures';

const PLAYER = 987_654_321;

for (const engine of ENGINES) {
  describe(`public appeal answers keep staff data private [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine, { appealAnswerFloorMs: 0 });
    });
    afterAll(() => t?.close());

    it('never shows the private reason, the staff, the case, ids, the contact or other codes', async () => {
      const moderator = await t.createUser({ username: 'moderator_qzx', role: 'guest', permissions: ['ban_players'] });
      const opened = await t.request('POST', '/api/cases', { token: moderator.token, body: { title: 'Scam ring', players: [PLAYER] } });
      expect(opened.statusCode, opened.body).toBe(201);
      const caseId = opened.json<{ case: { _id: string } }>().case._id;
      const ban = await issueSanction(t, moderator.token, PLAYER, {
        type: 'ban',
        reason: 'PRIVATE-REASON-XYZ',
        publicReason: 'Scamming other players',
        caseId,
      });
      // The same player's mute, and another player's: their codes must never show.
      const mute = await issueSanction(t, moderator.token, PLAYER, { type: 'mute', reason: 'PRIVATE-MUTE-REASON', durationSeconds: 3600 });
      const other = await issueSanction(t, moderator.token, 123_123_123, { type: 'ban', reason: 'PRIVATE-OTHER-REASON' });

      const answers: [string, LightMyRequestResponse][] = [];
      const keep = (name: string, res: LightMyRequestResponse) => answers.push([name, res]);
      keep('look-up', await lookUp(t, ban.code));
      keep('appeal sent', await submit(t, { code: ban.code, text: APPEAL_TEXT, contact: 'contact-secret@example.org' }, { address: '10.99.0.7' }));
      keep('look-up, open', await lookUp(t, ban.code));
      keep('appeal already open', await submit(t, { code: ban.code, text: APPEAL_TEXT }));
      const reviewerId = newId();
      await t.database.db
        .updateTable('appeals')
        .set({
          status: 'upheld',
          decided_by_id: reviewerId,
          decided_by_name: 'reviewer_qzx',
          decided_at: Date.now(),
          public_answer: 'We checked the trades: the ban stands.',
          private_note: 'PRIVATE-NOTE-QQQ',
        })
        .where('sanction_id', '=', ban.id)
        .execute();
      keep('look-up, decided', await lookUp(t, ban.code));
      keep('cool-down', await submit(t, { code: ban.code, text: APPEAL_TEXT }));
      keep('unknown code', await lookUp(t, randomCode()));
      keep('unknown code, appeal', await submit(t, { code: randomCode(), text: APPEAL_TEXT }));
      keep('bad code', await lookUp(t, 'not a code'));
      keep('short text', await submit(t, { code: ban.code, text: 'too short' }));
      for (let i = 0; i < 10; i += 1) await lookUp(t, randomCode(), { address: '10.99.0.8' });
      keep('throttled', await lookUp(t, ban.code, { address: '10.99.0.8' }));

      const appealId = (await t.database.db.selectFrom('appeals').select('id').where('sanction_id', '=', ban.id).executeTakeFirstOrThrow()).id;
      const secrets = [
        'PRIVATE',
        'moderator_qzx',
        moderator.id,
        'reviewer_qzx',
        reviewerId,
        ban.id,
        mute.id,
        other.id,
        String(PLAYER),
        caseId,
        appealId,
        'contact-secret',
        mute.code,
        mute.symbols,
        other.code,
        other.symbols,
        ban.code,
        ban.symbols,
        '10.99.0.7',
      ];
      expect(answers.map(([name, res]) => `${name} ${res.statusCode}`)).toEqual([
        'look-up 200',
        'appeal sent 201',
        'look-up, open 200',
        'appeal already open 409',
        'look-up, decided 200',
        'cool-down 409',
        'unknown code 404',
        'unknown code, appeal 404',
        'bad code 400',
        'short text 400',
        'throttled 429',
      ]);
      for (const [name, res] of answers) {
        const everything = `${res.body}\n${JSON.stringify(res.headers)}`;
        for (const secret of secrets) expect(everything.includes(secret), `${name} shows ${secret}`).toBe(false);
      }
      // What the player does read.
      expect(answers[4]![1].json()).toMatchObject({
        sanction: { type: 'ban', publicReason: 'Scamming other players', expiresAt: null, active: true },
        appeal: { status: 'upheld', publicAnswer: 'We checked the trades: the ban stands.' },
      });
    });
  });
}
