// `reports` watch rules through the API: a player raises one alert of a rule when their distinct
// open reporters reach its threshold in a batch of reports (more reporters, repeats and excess
// reports raise nothing more), and again only after their reports are resolved and reach it anew;
// a rule with a Discord webhook queues its alert; a bad threshold is refused; only staff who may
// view the Reports queue see the rule and its alerts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Alert, alertEventPath, REPORT_LIMITS, type WatchRule } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

const T0 = Date.UTC(2026, 10, 20, 12, 0, 0);
let serial = 0;
const report = (reporterId: number, reportedId: number, at = T0) => ({
  reporterId,
  reporterName: `Reporter${reporterId}`,
  reportedId,
  reportedName: `Player${reportedId}`,
  category: 'scam',
  text: `report ${(serial += 1)}`,
  date: new Date(at).toISOString(),
});

for (const engine of ENGINES) {
  describe(`reports watch rules [${engine}]`, () => {
    let t: TestApp;
    let key: string;

    beforeAll(async () => {
      t = await createTestApp(engine, { discordWebhookHosts: ['discord.com'], publicUrl: 'https://console.example' });
      key = (await t.request('POST', '/api/admin/ingest-keys', { token: t.adminToken, body: { name: 'report-alert-tests' } })).json<{ key: string }>().key;
    });
    afterAll(() => t?.close());

    const ingest = async (events: unknown[]) => {
      const res = await t.request('POST', '/api/ingest/reports', { headers: { 'x-ingest-key': key }, body: events, token: null });
      expect(res.statusCode, res.body).toBe(200);
    };
    const createRule = async (body: Record<string, unknown>, token = t.adminToken) => {
      const res = await t.request('POST', '/api/watch-rules', { token, body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ rule: WatchRule }>().rule;
    };
    const alertsOf = async (ruleId: string, token = t.adminToken) => {
      const res = await t.request('GET', `/api/alerts?ruleId=${ruleId}`, { token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ alerts: Alert[]; total: number }>();
    };
    const discordRows = () => t.database.db.selectFrom('outbox').select(['payload']).where('kind', '=', 'discord_alert').execute();

    it('refuses a threshold that is not a whole number from 2 to 100, naming the target, and stores nothing', async () => {
      for (const target of ['1', '101', 'abc', '2.5', '']) {
        const res = await t.request('POST', '/api/watch-rules', { token: t.adminToken, body: { name: 'Bad threshold', kind: 'reports', target } });
        expect(res.statusCode, target).toBe(400);
        expect(res.body).toContain('target');
        expect(res.body).toContain(target === '' ? 'is required for a reports rule' : 'must be a whole number from 2 to 100');
      }
      const list = await t.request('GET', '/api/watch-rules', { token: t.adminToken });
      expect(list.json<{ rules: WatchRule[] }>().rules.filter((r) => r.kind === 'reports')).toEqual([]);
    });

    it('raises one alert when a player reaches N distinct reporters, and again only after their reports are resolved', async () => {
      const rule = await createRule({ name: 'Three reporters', kind: 'reports', target: '3', shared: true });
      expect(rule).toMatchObject({ kind: 'reports', target: '3', scopes: ['reports'] });
      await ingest([report(1, 500), report(2, 500)]);
      expect((await alertsOf(rule._id)).total).toBe(0);
      await ingest([report(3, 500)]);
      const first = await alertsOf(rule._id);
      expect(first.total).toBe(1);
      expect(first.alerts[0]).toMatchObject({ kind: 'report', playerId: 500, summary: 'Player500 · 500 reported by 3 players' });
      expect(alertEventPath('report', first.alerts[0]!.ref)).toBe('/reports?open=500');
      // A 4th reporter and a repeat of a counted one: still one alert.
      await ingest([report(4, 500), report(1, 500, T0 + 1000)]);
      expect((await alertsOf(rule._id)).total).toBe(1);
      // Resolved: the count starts again, and three new distinct reporters raise a second alert.
      const resolved = await t.request('POST', '/api/reports/resolve', {
        token: t.adminToken,
        body: { reportedId: 500, action: 'dismissed', reason: 'no evidence' },
      });
      expect(resolved.statusCode, resolved.body).toBe(200);
      await ingest([report(5, 500, T0 + 2000), report(6, 500, T0 + 2000)]);
      expect((await alertsOf(rule._id)).total).toBe(1);
      await ingest([report(7, 500, T0 + 3000)]);
      const second = await alertsOf(rule._id);
      expect(second.total).toBe(2);
      expect(second.alerts.map((a) => a.playerId)).toEqual([500, 500]);
      expect(new Set(second.alerts.map((a) => a.ref)).size).toBe(2);
    });

    it("does not count a reporter's excess reports", async () => {
      const rule = await createRule({ name: 'Two reporters', kind: 'reports', target: '2', shared: true });
      // Reporter 40 uses up the day's allowance on others; their report of 600 is excess.
      const limit = REPORT_LIMITS.perReporterPerDay;
      await ingest(Array.from({ length: limit }, (_, i) => report(40, 1000 + i, T0 - 60_000 + i)));
      await ingest([report(41, 600), report(40, 600, T0 + 10)]);
      expect((await alertsOf(rule._id)).alerts.filter((a) => a.playerId === 600)).toEqual([]);
      await ingest([report(42, 600, T0 + 20)]);
      expect((await alertsOf(rule._id)).alerts.filter((a) => a.playerId === 600)).toHaveLength(1);
    });

    it('crosses in one batch once per rule, and queues one Discord message for a rule with a webhook', async () => {
      const hook = await t.request('POST', '/api/admin/discord-webhooks', {
        token: t.adminToken,
        body: { name: 'Reports hook', url: 'https://discord.com/api/webhooks/1/abc' },
      });
      expect(hook.statusCode, hook.body).toBe(201);
      const webhookId = hook.json<{ webhook: { _id: string } }>().webhook._id;
      const rule = await createRule({ name: 'Four reporters to Discord', kind: 'reports', target: '4', shared: true, discordWebhookId: webhookId });
      const before = (await discordRows()).length;
      await ingest([report(51, 700), report(52, 700), report(53, 700), report(54, 700), report(55, 700)]);
      const { alerts } = await alertsOf(rule._id);
      expect(alerts.filter((a) => a.playerId === 700)).toHaveLength(1);
      const rows = await discordRows();
      expect(rows.length - before).toBe(1);
      const payload = rows.at(-1)!.payload;
      expect(JSON.parse(typeof payload === 'string' ? payload : JSON.stringify(payload))).toEqual({
        webhookId,
        alertIds: [alerts.find((a) => a.playerId === 700)!._id],
      });
    });

    it('is seen only by staff who may view the Reports queue', async () => {
      const chatOnly = await t.createUser({ username: 'chat_only', permissions: ['view_chat'] });
      const reader = await t.createUser({ username: 'queue_reader', permissions: ['view_moderation'] });
      const refused = await t.request('POST', '/api/watch-rules', { token: chatOnly.token, body: { name: 'Mine', kind: 'reports', target: '2' } });
      expect(refused.statusCode).toBe(403);
      const rule = await createRule({ name: 'Shared five', kind: 'reports', target: '5', shared: true });
      await ingest([61, 62, 63, 64, 65].map((reporter) => report(reporter, 800)));
      expect((await alertsOf(rule._id, reader.token)).total).toBe(1);
      const hidden = await t.request('GET', `/api/alerts?ruleId=${rule._id}`, { token: chatOnly.token });
      expect(hidden.json<{ total?: number }>().total ?? 0).toBe(0);
    });
  });
}
