// Discord webhooks and the delivery of alerts to them, against a fake Discord on a local port:
// URLs are checked against DISCORD_WEBHOOK_HOSTS and never shown again; alerts of a rule with a
// webhook arrive 10 embeds a message with a link to the event; a Discord that fails for a while
// loses nothing; a 429's retry_after is waited out; no message, error or log entry holds the token.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WatchRule } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { until } from '../../../test/until';
import { type FakeDiscord, startFakeDiscord } from '../../../upstream/discord.fixtures';

const TOKEN = 'SECRET-webhook-token-0123456789';
const T0 = 1_790_000_000_000;

for (const engine of ENGINES) {
  describe(`Discord webhooks [${engine}]`, () => {
    let t: TestApp;
    let fake: FakeDiscord;
    let ingestKey: string;
    let webhookId: string;
    let n = 0;

    beforeAll(async () => {
      fake = await startFakeDiscord();
      t = await createTestApp(engine, {
        discordWebhookHosts: ['discord.com', '127.0.0.1'],
        publicUrl: 'https://console.example',
        outbox: { maxAttempts: 50, maxBackoffMs: 20 },
        upstreamTimeoutMs: 400,
      });
      t.app.deps.outbox.start();
      ingestKey = (await t.request('POST', '/api/admin/ingest-keys', { token: t.adminToken, body: { name: 'discord-tests' } })).json<{ key: string }>().key;
    });
    afterAll(async () => {
      await t?.close();
      await fake?.close();
    });
    beforeEach(() => {
      fake.posts.length = 0;
      fake.failAlways(null);
    });

    const say = (count: number, word: string) =>
      t.request('POST', '/api/ingest/chat', {
        token: null,
        headers: { 'x-ingest-key': ingestKey },
        // Each line from a player of its own: one player's lines in a batch share their alert rows.
        body: Array.from({ length: count }, () => {
          n += 1;
          return { userId: 500 + n, name: 'Scammer', message: `${word} number ${n}`, timestamp: T0 + n * 1000 };
        }),
      });
    const delivered = () => fake.posts.filter((p) => p.answered === 204).flatMap((p) => p.body.embeds ?? []);

    it('registers a webhook only on an allowed host, and never shows its URL again', async () => {
      for (const url of [
        'https://evil.example/api/webhooks/1/x',
        'https://discord.com.evil.example/api/webhooks/1/x',
        'http://discord.com/api/webhooks/1/x',
        'https://user:pw@discord.com/api/webhooks/1/x',
      ]) {
        const res = await t.request('POST', '/api/admin/discord-webhooks', { token: t.adminToken, body: { name: 'Bad', url } });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error).toBe('The webhook URL must be an https:// address on one of the hosts in DISCORD_WEBHOOK_HOSTS.');
      }
      expect((await t.request('POST', '/api/admin/discord-webhooks', { token: t.adminToken, body: { name: 'Bad', url: 'not a url' } })).statusCode).toBe(400);
      const res = await t.request('POST', '/api/admin/discord-webhooks', {
        token: t.adminToken,
        body: { name: 'Mod channel', url: `${fake.url}/api/webhooks/42/${TOKEN}` },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.body).not.toContain(TOKEN);
      webhookId = res.json<{ webhook: { _id: string; name: string } }>().webhook._id;
      expect(res.json()).toEqual({ success: true, webhook: { _id: webhookId, name: 'Mod channel' } });
      const list = await t.request('GET', '/api/admin/discord-webhooks', { token: t.adminToken });
      expect(list.body).not.toContain(TOKEN);
      expect(list.body).not.toContain('/api/webhooks/');
      expect(list.json<{ webhooks: { name: string }[] }>().webhooks.map((w) => w.name)).toEqual(['Mod channel']);
    });

    it('lets only administrators send a rule to Discord, and keeps a webhook in use', async () => {
      const mod = await t.createUser({ username: 'discord_mod', permissions: ['view_chat', 'moderate'] });
      const refused = await t.request('POST', '/api/watch-rules', {
        token: mod.token,
        body: { name: 'x', kind: 'term', target: 'scam', discordWebhookId: webhookId },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe("Only administrators can send a watch rule's alerts to Discord.");
      const unknown = await t.request('POST', '/api/watch-rules', {
        token: t.adminToken,
        body: { name: 'x', kind: 'term', target: 'scam', discordWebhookId: 'a'.repeat(24) },
      });
      expect(unknown.statusCode).toBe(400);
      const res = await t.request('POST', '/api/watch-rules', {
        token: t.adminToken,
        body: { name: 'Scam talk', kind: 'term', target: 'free robux', shared: true, discordWebhookId: webhookId },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<{ rule: WatchRule }>().rule.discordWebhookId).toBe(webhookId);
      const inUse = await t.request('DELETE', `/api/admin/discord-webhooks/${webhookId}`, { token: t.adminToken });
      expect(inUse.statusCode).toBe(409);
      expect((await t.request('DELETE', `/api/admin/discord-webhooks/${'b'.repeat(24)}`, { token: t.adminToken })).statusCode).toBe(404);
    });

    it('delivers alerts 10 embeds a message, with a link to each event and no secret', async () => {
      expect((await say(25, 'FREE ROBUX')).statusCode).toBe(200);
      const embeds = await until(
        async () => delivered(),
        (e) => e.length >= 25,
        '25 embeds',
      );
      expect(embeds).toHaveLength(25);
      expect(fake.posts.map((p) => p.body.embeds?.length)).toEqual([10, 10, 5]);
      expect(fake.posts.every((p) => p.path === `/api/webhooks/42/${TOKEN}`)).toBe(true);
      const alerts = (await t.request('GET', '/api/alerts?limit=100', { token: t.adminToken })).json<{ alerts: { ref: string; summary: string }[] }>().alerts;
      expect(new Set(embeds.map((e) => e.url))).toEqual(new Set(alerts.map((a) => `https://console.example/chats?context=${a.ref}`)));
      const first = embeds[0]!;
      expect(first.title).toBe('Scam talk');
      expect(first.description).toMatch(/^Scammer \(\d+\): FREE ROBUX number \d+$/);
      expect(first.fields).toEqual([
        { name: 'Log', value: 'Chat message', inline: true },
        { name: 'When', value: expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4} • \d{1,2}:\d{2} [AP]M E[SD]T$/), inline: true },
      ]);
      for (const p of fake.posts) expect(p.raw.includes(TOKEN)).toBe(false);
    });

    it('loses nothing while Discord fails for a while, then recovers', async () => {
      fake.failAlways({ status: 503, body: '{"message":"down"}' });
      expect((await say(12, 'free robux')).statusCode).toBe(200);
      await until(
        async () => fake.posts.length,
        (count) => count >= 6,
        'several failed attempts',
      );
      const failing = await until(
        () => t.database.db.selectFrom('outbox').select('last_error').where('kind', '=', 'discord_alert').where('last_error', 'is not', null).execute(),
        (rows) => rows.length > 0,
        'a recorded failure',
      );
      expect(failing[0]!.last_error).toBe('Discord answered 503: down');
      fake.failAlways(null);
      const embeds = await until(
        async () => delivered(),
        (e) => e.length >= 12,
        '12 embeds after recovery',
      );
      expect(embeds).toHaveLength(12);
      expect(new Set(embeds.map((e) => e.url)).size).toBe(12);
      await until(
        () => t.database.db.selectFrom('outbox').select('status').where('kind', '=', 'discord_alert').where('status', '<>', 'sent').execute(),
        (rows) => rows.length === 0,
        'every message marked sent',
      );
    });

    it('waits out a 429 for as long as retry_after says', async () => {
      fake.failNext({ status: 429, body: JSON.stringify({ message: 'You are being rate limited.', retry_after: 0.5, global: false }) });
      expect((await say(1, 'free robux')).statusCode).toBe(200);
      await until(
        async () => delivered(),
        (e) => e.length >= 1,
        'the embed after the 429',
      );
      const [limited, next] = fake.posts;
      expect(limited!.answered).toBe(429);
      // The outbox's own backoff here is 20 ms; Discord asked for 500.
      expect(next!.at - limited!.at).toBeGreaterThanOrEqual(500);
    });

    it("holds a webhook's next messages while its own rate limit says it is used up", async () => {
      fake.failNext({ status: 204, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset-after': '0.6' } });
      expect((await say(12, 'free robux')).statusCode).toBe(200);
      await until(
        async () => delivered(),
        (e) => e.length >= 12,
        'both messages',
      );
      const [first, second] = fake.posts;
      expect([first!.body.embeds?.length, second!.body.embeds?.length]).toEqual([10, 2]);
      // The outbox's own backoff here is 20 ms and nothing failed; the webhook asked for 600.
      expect(second!.at - first!.at).toBeGreaterThanOrEqual(600);
    });

    it('keeps the token out of errors and the action log', async () => {
      fake.failAlways('hang');
      await say(1, 'free robux');
      const errors = await until(
        () => t.database.db.selectFrom('outbox').select('last_error').where('last_error', 'is not', null).execute(),
        (rows) => rows.length > 0,
        'a timed-out attempt',
      );
      expect(errors[0]!.last_error).toBe('Discord did not answer in time');
      fake.failAlways(null);
      await until(
        async () => delivered(),
        (e) => e.length >= 1,
        'delivery after the time-outs',
      );
      const logs = await t.request('GET', '/api/admin/logs?limit=1000', { token: t.adminToken });
      expect(logs.body).not.toContain(TOKEN);
      expect(logs.json<{ logs: { action: string }[] }>().logs.map((l) => l.action)).toContain('discord_webhook_created');
    });
  });
}
