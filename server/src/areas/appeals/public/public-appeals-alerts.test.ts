// New appeals in the watch alerts: every appeal raises one alert of each `appeals` rule (seen by
// holders of review_appeals only), and a rule with a Discord webhook queues its message in the
// outbox, both in the submission's transaction; an appeal refused raises nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '@staff-console/domain';
import { ingestEvents } from '../../ingest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { APPEAL_TEXT, issueSanction, submit } from './public-appeals.fixtures';

/** The outbox kind of a Discord alert message (the watch area's). */
const DISCORD_ALERT = 'discord_alert';

for (const engine of ENGINES) {
  describe(`new appeals raise the alerts of appeals rules [${engine}]`, () => {
    let t: TestApp;
    let reviewer: { id: string; token: string };
    let moderator: { id: string; token: string };
    let webhookId: string;
    let sharedRuleId: string;

    beforeAll(async () => {
      t = await createTestApp(engine, { appealAnswerFloorMs: 0 });
      reviewer = await t.createUser({ username: 'alert_reviewer', role: 'guest', permissions: ['moderate', 'review_appeals'] });
      moderator = await t.createUser({ username: 'alert_mod', role: 'guest', permissions: ['ban_players'] });
      const hook = await t.request('POST', '/api/admin/discord-webhooks', {
        token: t.adminToken,
        body: { name: 'Appeals channel', url: 'https://discord.com/api/webhooks/1/appeals-token' },
      });
      webhookId = hook.json<{ webhook: { _id: string } }>().webhook._id;
    });
    afterAll(() => t?.close());

    const alertsOf = async (token: string): Promise<Alert[]> => {
      const res = await t.request('GET', '/api/alerts?limit=100', { token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ alerts: Alert[] }>().alerts.filter((a) => a.kind === 'appeal');
    };

    it('makes appeals rules: no target, the appeals log only, review_appeals to watch it', async () => {
      const personal = await t.request('POST', '/api/watch-rules', { token: reviewer.token, body: { name: 'My appeals', kind: 'appeals' } });
      expect(personal.statusCode, personal.body).toBe(201);
      const shared = await t.request('POST', '/api/watch-rules', {
        token: t.adminToken,
        body: { name: 'Every appeal', kind: 'appeals', shared: true, discordWebhookId: webhookId },
      });
      expect(shared.statusCode, shared.body).toBe(201);
      expect(shared.json().rule).toMatchObject({ kind: 'appeals', target: null, scopes: ['appeals'], shared: true, discordWebhookId: webhookId });
      sharedRuleId = shared.json().rule._id;
      // A second rule of the same kind in the reviewer's sight is a duplicate of the shared one.
      const again = await t.request('POST', '/api/watch-rules', { token: reviewer.token, body: { name: 'Again', kind: 'appeals' } });
      expect(again.statusCode).toBe(409);

      const targeted = await t.request('POST', '/api/watch-rules', { token: reviewer.token, body: { name: 'Bad', kind: 'appeals', target: 'x' } });
      expect(targeted.statusCode).toBe(400);
      expect(targeted.json().error).toContain('must be left out for an appeals rule');
      const wrongLog = await t.request('POST', '/api/watch-rules', { token: reviewer.token, body: { name: 'Bad', kind: 'appeals', scopes: ['chat'] } });
      expect(wrongLog.statusCode).toBe(400);
      const withoutReview = await t.request('POST', '/api/watch-rules', { token: moderator.token, body: { name: 'Mine', kind: 'appeals' } });
      expect(withoutReview.statusCode).toBe(403);
    });

    it('raises one alert of each rule for a new appeal, queues the Discord message with it, and nothing for a refused one', async () => {
      await ingestEvents(t.database, 'players', [{ userId: 4343, username: 'AppealingPlayer' }]);
      const ban = await issueSanction(t, moderator.token, 4343, { type: 'ban', reason: 'Scam', publicReason: 'Scamming' });
      const outboxBefore = await t.database.db.selectFrom('outbox').select('id').where('kind', '=', DISCORD_ALERT).execute();
      expect((await submit(t, { code: ban.code, text: APPEAL_TEXT })).statusCode).toBe(201);
      const appealId = (await t.database.db.selectFrom('appeals').select('id').where('sanction_id', '=', ban.id).executeTakeFirstOrThrow()).id;

      const summary = 'Appeal of a ban · AppealingPlayer · 4343';
      const adminSees = await alertsOf(t.adminToken);
      expect(adminSees).toHaveLength(1);
      expect(adminSees[0]).toMatchObject({ ruleId: sharedRuleId, kind: 'appeal', ref: appealId, summary, playerId: 4343 });
      const reviewerSees = await alertsOf(reviewer.token);
      expect(reviewerSees).toHaveLength(2);
      for (const a of reviewerSees) expect(a).toMatchObject({ kind: 'appeal', ref: appealId, summary });
      // Without review_appeals, the appeals log is out of sight: no appeal alerts.
      expect(await alertsOf(moderator.token)).toEqual([]);

      const queued = await t.database.db.selectFrom('outbox').select(['id', 'payload']).where('kind', '=', DISCORD_ALERT).execute();
      expect(queued).toHaveLength(outboxBefore.length + 1);
      const message = JSON.parse(queued.find((q) => !outboxBefore.some((b) => b.id === q.id))!.payload) as { webhookId: string; alertIds: string[] };
      expect(message).toEqual({ webhookId, alertIds: [adminSees[0]!._id] });

      // A second appeal while the first is open is refused: no alert, no message.
      expect((await submit(t, { code: ban.code, text: APPEAL_TEXT })).statusCode).toBe(409);
      expect(await alertsOf(reviewer.token)).toHaveLength(2);
      expect(await t.database.db.selectFrom('outbox').select('id').where('kind', '=', DISCORD_ALERT).execute()).toHaveLength(queued.length);
    });
  });
}
