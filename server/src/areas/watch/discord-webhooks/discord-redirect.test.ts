// Discord delivery stays where DISCORD_WEBHOOK_HOSTS says: a fake Discord that answers a redirect to
// another local server (another port) sees the message fail with a sentence naming the redirect,
// and the other server receives nothing (neither the token's path nor the embeds). A webhook URL
// names no port but 443, when registered and again before each post.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES } from '../../../test/harness';
import { type FakeDiscord, startFakeDiscord } from '../../../upstream/discord.fixtures';
import { createWebhookUrlSealer } from '../../../upstream/discord-webhook-url';
import { type DiscordApp, startDiscordApp, until } from './discord-webhooks.fixtures';

const TOKEN = 'SECRET-redirect-token-0123456789';
const PORT_REFUSED = 'The webhook URL must not name a port: Discord webhooks answer on port 443 only.';
const HOST_REFUSED = 'The webhook URL must be an https:// address on one of the hosts in DISCORD_WEBHOOK_HOSTS.';

for (const engine of ENGINES) {
  describe(`Discord delivery follows no redirect and no port [${engine}]`, () => {
    let d: DiscordApp;
    let fake: FakeDiscord;
    let elsewhere: FakeDiscord;

    beforeAll(async () => {
      fake = await startFakeDiscord();
      elsewhere = await startFakeDiscord();
      d = await startDiscordApp(engine);
    });
    afterAll(async () => {
      await d?.t.close();
      await fake?.close();
      await elsewhere?.close();
    });
    beforeEach(() => {
      fake.posts.length = 0;
      elsewhere.posts.length = 0;
      fake.failAlways(null);
    });

    it.each([302, 307, 308])('fails the message on a %i to another port, and posts nothing there', async (status) => {
      const res = await d.register(`Redirected ${status}`, `${fake.url}/api/webhooks/${status}/${TOKEN}`);
      expect(res.statusCode, res.body).toBe(201);
      const term = `redirect${status}`;
      await d.watch(term, res.json<{ webhook: { _id: string } }>().webhook._id);
      fake.failAlways({ status, headers: { location: `${elsewhere.url}/api/webhooks/${status}/${TOKEN}` } });
      const before = (await d.outbox()).length;
      await d.say(501, 'Talker', `say ${term} now`);
      const rows = await until(
        async () => (await d.outbox()).slice(before),
        (r) => r.length === 1 && r[0]!.status !== 'pending',
        'the message settled',
      );
      expect(rows).toEqual([
        { status: 'failed', last_error: `Discord answered ${status}, a redirect to ${new URL(elsewhere.url).host}; redirects are never followed` },
      ]);
      expect(fake.posts.map((p) => p.answered)).toEqual([status]);
      expect(elsewhere.posts).toEqual([]);
    });

    it('refuses a webhook URL naming a port other than 443, with a sentence', async () => {
      for (const url of ['https://discord.com:22/api/webhooks/1/x', 'https://discord.com:8443/api/webhooks/1/x', 'https://discord.com:80/api/webhooks/1/x']) {
        const res = await d.register('Port', url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toEqual({ success: false, error: PORT_REFUSED });
      }
      // A port on a host not allowed is first of all the wrong host.
      const elsewhereHost = await d.register('Port', 'https://evil.example:22/api/webhooks/1/x');
      expect(elsewhereHost.json()).toEqual({ success: false, error: HOST_REFUSED });
      // 443 is https's own port: the same as naming none.
      expect((await d.register('Port 443', 'https://discord.com:443/api/webhooks/1/x')).statusCode).toBe(201);
      expect((await d.register('No port', 'https://discord.com/api/webhooks/2/x')).statusCode).toBe(201);
      // Nothing refused was stored.
      const names = (await d.t.database.db.selectFrom('discord_webhooks').select('name').execute()).map((r) => r.name);
      expect(names).not.toContain('Port');
    });

    it('does not post to a stored webhook whose URL names another port (stored under older rules)', async () => {
      const sealer = createWebhookUrlSealer(d.t.config.jwtSecret);
      await d.t.database.db
        .insertInto('discord_webhooks')
        .values({
          id: 'f'.repeat(24),
          name: 'Old port',
          url: sealer.seal(`https://discord.com:22/api/webhooks/9/${TOKEN}`),
          created_by_id: null,
          created_at: Date.now(),
        })
        .execute();
      await d.watch('oldport', 'f'.repeat(24));
      const before = (await d.outbox()).length;
      await d.say(502, 'Talker', 'say oldport now');
      const rows = await until(
        async () => (await d.outbox()).slice(before),
        (r) => r.length === 1 && r[0]!.status !== 'pending',
        'the message settled',
      );
      expect(rows).toEqual([
        {
          status: 'failed',
          last_error: 'The Discord webhook is no longer allowed (an https:// address on port 443 of a host in DISCORD_WEBHOOK_HOSTS); register it again',
        },
      ]);
    });
  });
}
