// The public appeal page's calls: a code looked up however it is typed, the sanction and the latest
// appeal as the player may read them, whether (or why not) they may appeal, and the submission's
// rules, the row it stores and its action-log entry.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActionLog, appealCooldownMessage, MESSAGES, nextAppealFrom, plainUtcDate } from '@staff-console/domain';
import { newId } from '../../../db/ids';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { APPEAL_TEXT, issueSanction, lookUp, submit } from './public-appeals.fixtures';

const DAY = 24 * 60 * 60 * 1000;

for (const engine of ENGINES) {
  describe(`public appeals [${engine}]`, () => {
    let t: TestApp;
    let mod: string;
    let banner: string;
    let nextPlayer = 5000;

    beforeAll(async () => {
      t = await createTestApp(engine, { appealAnswerFloorMs: 0 });
      mod = (await t.createUser({ username: 'appeal_mod', role: 'guest', permissions: ['moderate'] })).token;
      banner = (await t.createUser({ username: 'appeal_banner', role: 'guest', permissions: ['ban_players'] })).token;
    });
    afterAll(() => t?.close());

    const mute = (publicReason = 'Please be kind in chat') =>
      issueSanction(t, mod, (nextPlayer += 1), { type: 'mute', reason: 'Insults', publicReason, durationSeconds: 7 * 24 * 3600 });
    /** Stores a decided appeal as a reviewer's decision would (the review routes are another area's). */
    const decided = async (sanctionId: string, userId: number, decidedAt: number, status = 'upheld', publicAnswer = 'We looked again: it stands.') =>
      t.database.db
        .insertInto('appeals')
        .values({
          id: newId(decidedAt - 1000),
          sanction_id: sanctionId,
          user_id: userId,
          text: APPEAL_TEXT,
          contact: null,
          submitted_at: decidedAt - 1000,
          address: '10.0.0.1',
          status,
          decided_by_id: newId(),
          decided_by_name: 'reviewer',
          decided_at: decidedAt,
          public_answer: publicAnswer,
          private_note: 'PRIVATE-NOTE',
          previous_expires_at: null,
        })
        .execute();

    it('looks a code up in any letter case, with or without dashes, look-alikes read as their symbol', async () => {
      const s = await mute();
      await sql`UPDATE sanctions SET appeal_code = ${'01AB01CD01EF'} WHERE id = ${s.id}`.execute(t.database.db);
      const issued = await t.database.db.selectFrom('sanctions').select(['created_at', 'expires_at']).where('id', '=', s.id).executeTakeFirstOrThrow();
      const expected = {
        success: true,
        sanction: {
          type: 'mute',
          publicReason: 'Please be kind in chat',
          issuedAt: new Date(Number(issued.created_at)).toISOString(),
          expiresAt: new Date(Number(issued.expires_at)).toISOString(),
          active: true,
        },
        canAppeal: true,
      };
      for (const typed of ['01AB-01CD-01EF', '01ab01cd01ef', 'oiab-olcd-OLef', ' 01ab 01cd-01ef ', 'OIAB-OICD-OIEF']) {
        const res = await lookUp(t, typed);
        expect(res.statusCode, typed).toBe(200);
        expect(res.json(), typed).toEqual(expected);
      }
    });

    it('answers each of many simultaneous look-ups with its own sanction, though they are read together', async () => {
      const issued = await Promise.all([1, 2, 3, 4].map((n) => mute(`Public reason number ${n}`)));
      const asked = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? issued[(i / 2) % 4]! : null));
      const answers = await Promise.all(asked.map((s, i) => lookUp(t, s?.code ?? `ZZZZ-ZZZZ-ZZ${String(i).padStart(2, '0')}`)));
      answers.forEach((res, i) => {
        const s = asked[i] ?? null;
        if (s === null) {
          expect(res.statusCode, `look-up ${i}`).toBe(404);
          expect(res.json()).toEqual({ success: false, error: MESSAGES.appealCodeUnknown });
        } else {
          expect(res.statusCode, `look-up ${i}`).toBe(200);
          expect(res.json().sanction.publicReason).toBe(`Public reason number ${issued.indexOf(s) + 1}`);
        }
      });
    });

    it('answers an ended sanction (expired or revoked) as no longer active, with nothing to appeal', async () => {
      const expired = await mute();
      await sql`UPDATE sanctions SET expires_at = ${Date.now() - 1000} WHERE id = ${expired.id}`.execute(t.database.db);
      const revoked = await issueSanction(t, banner, (nextPlayer += 1), { type: 'ban', reason: 'Scam', publicReason: 'Scamming' });
      expect((await t.request('POST', `/api/sanctions/${revoked.id}/revoke`, { token: banner, body: { reason: 'Mistake' } })).statusCode).toBe(200);
      for (const s of [expired, revoked]) {
        const body = (await lookUp(t, s.code)).json();
        expect(body.sanction.active).toBe(false);
        expect(body.canAppeal).toBe(false);
        expect(body.whyNot).toBe(MESSAGES.appealSanctionNotActive);
        const res = await submit(t, { code: s.code, text: APPEAL_TEXT });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ success: false, error: MESSAGES.appealSanctionNotActive });
      }
      const ban = (await lookUp(t, revoked.code)).json();
      expect(ban.sanction).toMatchObject({ type: 'ban', publicReason: 'Scamming', expiresAt: null });
    });

    it('shows the latest appeal with its public answer once decided, and the cool-down after it', async () => {
      const s = await mute();
      const decidedAt = Date.now() - DAY;
      await decided(s.id, s.userId, decidedAt - 5 * DAY, 'upheld', 'An older answer.');
      await decided(s.id, s.userId, decidedAt, 'reduced', 'We shortened it.');
      const body = (await lookUp(t, s.code)).json();
      expect(body.appeal).toEqual({
        status: 'reduced',
        submittedAt: new Date(decidedAt - 1000).toISOString(),
        decidedAt: new Date(decidedAt).toISOString(),
        publicAnswer: 'We shortened it.',
      });
      const date = plainUtcDate(nextAppealFrom(decidedAt, 30));
      expect(date).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      expect(body.canAppeal).toBe(false);
      expect(body.whyNot).toBe(appealCooldownMessage(date));
      const refused = await submit(t, { code: s.code, text: APPEAL_TEXT });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(appealCooldownMessage(date));
      expect(refused.json().error).toContain(date);

      // Once the cool-down has passed, the sanction may be appealed again.
      const later = await mute();
      await decided(later.id, later.userId, Date.now() - 32 * DAY);
      const again = (await lookUp(t, later.code)).json();
      expect(again).toMatchObject({ canAppeal: true, appeal: { status: 'upheld', publicAnswer: 'We looked again: it stands.' } });
      expect(again.whyNot).toBeUndefined();
      expect((await submit(t, { code: later.code, text: APPEAL_TEXT })).statusCode).toBe(201);
    });

    it('stores an appeal with the player, the sanction, the text, the contact and the address, and records it', async () => {
      const s = await mute();
      const res = await submit(t, { code: s.code.toLowerCase(), text: `  ${APPEAL_TEXT}  `, contact: ' player@example.com ' }, { address: '10.55.0.9' });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toEqual({ success: true, appeal: { status: 'open', submittedAt: expect.any(String) } });
      const row = await t.database.db.selectFrom('appeals').selectAll().where('sanction_id', '=', s.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        user_id: s.userId,
        text: APPEAL_TEXT,
        contact: 'player@example.com',
        address: '10.55.0.9',
        status: 'open',
        decided_at: null,
      });
      expect(Number(row.user_id)).toBe(s.userId);
      expect(new Date(Number(row.submitted_at)).toISOString()).toBe(body.appeal.submittedAt);

      const logs = await t.request('GET', '/api/admin/logs?category=moderation&action=appeal_submitted&limit=100', { token: t.adminToken });
      const entry = logs.json<{ logs: ActionLog[] }>().logs.find((l) => l.details.sanctionId === s.id)!;
      expect(entry).toMatchObject({ username: 'anonymous', ipAddress: '10.55.0.9', details: { userId: s.userId, sanctionId: s.id, address: '10.55.0.9' } });

      // The player reads it back: open, and nothing more to send.
      const after = (await lookUp(t, s.code)).json();
      expect(after.appeal).toEqual({ status: 'open', submittedAt: body.appeal.submittedAt });
      expect(after).toMatchObject({ canAppeal: false, whyNot: MESSAGES.appealAlreadyOpen });
      const second = await submit(t, { code: s.code, text: APPEAL_TEXT });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ success: false, error: MESSAGES.appealAlreadyOpen });
      expect(await t.database.db.selectFrom('appeals').select('id').where('sanction_id', '=', s.id).execute()).toHaveLength(1);
    });

    it('stores one of several simultaneous appeals of a sanction; the others are told one is open', async () => {
      const s = await mute();
      const answers = await Promise.all(Array.from({ length: 6 }, () => submit(t, { code: s.code, text: APPEAL_TEXT })));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json().error).toBe(MESSAGES.appealAlreadyOpen);
      expect(await t.database.db.selectFrom('appeals').select('id').where('sanction_id', '=', s.id).execute()).toHaveLength(1);
    });

    it('answers an unknown code with 404 on both calls, storing nothing', async () => {
      for (const res of [await lookUp(t, 'ZZZZ-ZZZZ-ZZZZ'), await submit(t, { code: 'ZZZZ-ZZZZ-ZZZZ', text: APPEAL_TEXT })]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, error: MESSAGES.appealCodeUnknown });
      }
    });

    it('refuses bad input with a sentence naming the problem, storing nothing', async () => {
      const s = await mute();
      const cases: [Record<string, unknown>, string][] = [
        [{ code: s.code, text: 'x'.repeat(19) }, "Invalid body 'text': must be at least 20 characters"],
        [{ code: s.code, text: `${'x'.repeat(19)}      ` }, "Invalid body 'text': must be at least 20 characters"],
        [{ code: s.code, text: 'x'.repeat(2001) }, "Invalid body 'text': must be at most 2,000 characters"],
        [{ code: s.code, text: APPEAL_TEXT, contact: 'c'.repeat(201) }, "Invalid body 'contact': must be at most 200 characters"],
        [{ code: 'hello', text: APPEAL_TEXT }, "Invalid body 'code': must be an appeal code such as 7K3M-Q9TX-2HFD"],
        [{ code: `${s.code}0`, text: APPEAL_TEXT }, "Invalid body 'code': must be an appeal code such as 7K3M-Q9TX-2HFD"],
        [{ code: 12, text: APPEAL_TEXT }, "Invalid body 'code': must be a string"],
        [{ text: APPEAL_TEXT }, "Invalid body 'code': must be a string"],
        [{ code: s.code }, "Invalid body 'text': must be a string"],
      ];
      for (const [body, problem] of cases) {
        const res = await submit(t, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(res.json()).toEqual({ success: false, error: problem });
      }
      const lookup = await lookUp(t, 'not-a-code');
      expect(lookup.statusCode).toBe(400);
      expect(lookup.json().error).toBe("Invalid body 'code': must be an appeal code such as 7K3M-Q9TX-2HFD");
      expect(await t.database.db.selectFrom('appeals').select('id').where('sanction_id', '=', s.id).execute()).toHaveLength(0);
      expect(await t.database.db.selectFrom('appeal_hits').select('id').where('key', '=', s.symbols).execute()).toHaveLength(0);
    });

    it('gives a sanction issued as not appealable no code, so there is nothing to look up', async () => {
      const res = await t.request('POST', `/api/players/${(nextPlayer += 1)}/sanctions`, {
        token: banner,
        body: { type: 'ban', reason: 'Exploit', appealable: false },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().sanction.appealCode).toBeUndefined();
    });
  });
}
