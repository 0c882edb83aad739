// Discord webhook URLs are sealed at rest as two-factor secrets are: the stored row never holds the
// token in the clear, neither for a webhook registered now nor for one stored in the clear before
// (sealed at start-up); no answer holds it; and alerts still reach the webhook.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSecretSealer } from '../../../secrets/secret-sealer';
import { createTestDatabase, ENGINES } from '../../../test/harness';
import { type FakeDiscord, startFakeDiscord } from '../../../upstream/discord.fixtures';
import { createWebhookUrlSealer } from '../../../upstream/discord-webhook-url';
import { type DiscordApp, startDiscordApp, until } from './discord-webhooks.fixtures';

const TOKEN = 'SECRET-sealed-token-0123456789abcdef';
const OLD_TOKEN = 'SECRET-plaintext-token-9876543210';

for (const engine of ENGINES) {
  describe(`Discord webhook URLs sealed at rest [${engine}]`, () => {
    let fake: FakeDiscord;
    let d: DiscordApp | undefined;

    beforeAll(async () => {
      fake = await startFakeDiscord();
    });
    afterAll(async () => {
      await fake?.close();
    });
    beforeEach(() => {
      fake.posts.length = 0;
    });
    afterEach(async () => {
      await d?.t.close();
      d = undefined;
    });

    const storedUrls = async (app: DiscordApp) => (await app.t.database.db.selectFrom('discord_webhooks').select(['id', 'url']).execute()).map((r) => r.url);

    it('stores a registered URL sealed, never answers it, and still delivers to it', async () => {
      d = await startDiscordApp(engine);
      const url = `${fake.url}/api/webhooks/77/${TOKEN}`;
      const res = await d.register('Sealed', url);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.body).not.toContain(TOKEN);
      const id = res.json<{ webhook: { _id: string } }>().webhook._id;

      const [stored] = await storedUrls(d);
      expect(stored).toMatch(/^v1:[A-Za-z0-9_-]+$/);
      expect(stored).not.toContain(TOKEN);
      expect(stored).not.toContain('/api/webhooks/');
      // Sealed under this server's key: it opens to the URL, and under no other key.
      expect(createWebhookUrlSealer(d.t.config.jwtSecret).open(stored!)).toBe(url);
      const other = createWebhookUrlSealer('another-server-secret-0123456789');
      expect(() => other.open(stored!)).toThrow();
      // A key of its own, not the two-factor secrets' key.
      expect(() => createSecretSealer(d!.t.config.jwtSecret).open(stored!)).toThrow();

      const list = await d.t.request('GET', '/api/admin/discord-webhooks', { token: d.t.adminToken });
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(TOKEN);
      expect(list.body).not.toContain(stored!);

      await d.watch('sealedword', id);
      await d.say(601, 'Talker', 'a sealedword here');
      await until(
        async () => fake.posts.filter((p) => p.answered === 204),
        (posts) => posts.length === 1,
        'the delivery',
      );
      expect(fake.posts.map((p) => p.path)).toEqual([`/api/webhooks/77/${TOKEN}`]);
    });

    it('seals a URL stored in the clear before, at start-up, and delivers to it', async () => {
      const database = await createTestDatabase(engine);
      const url = `${fake.url}/api/webhooks/78/${OLD_TOKEN}`;
      await database.db
        .insertInto('discord_webhooks')
        .values({ id: 'e'.repeat(24), name: 'From before', url, created_by_id: null, created_at: Date.now() })
        .execute();
      d = await startDiscordApp(engine, database);

      const [stored] = await storedUrls(d);
      expect(stored).toMatch(/^v1:/);
      expect(stored).not.toContain(OLD_TOKEN);
      expect(createWebhookUrlSealer(d.t.config.jwtSecret).open(stored!)).toBe(url);

      await d.watch('oldword', 'e'.repeat(24));
      await d.say(602, 'Talker', 'an oldword here');
      await until(
        async () => fake.posts.filter((p) => p.answered === 204),
        (posts) => posts.length === 1,
        'the delivery',
      );
      expect(fake.posts.map((p) => p.path)).toEqual([`/api/webhooks/78/${OLD_TOKEN}`]);
    });

    it('fails a message, with a sentence, when the stored URL was sealed under another key', async () => {
      d = await startDiscordApp(engine);
      const foreign = createWebhookUrlSealer('another-server-secret-0123456789').seal(`${fake.url}/api/webhooks/79/${TOKEN}`);
      await d.t.database.db
        .insertInto('discord_webhooks')
        .values({ id: 'd'.repeat(24), name: 'Other key', url: foreign, created_by_id: null, created_at: Date.now() })
        .execute();
      await d.watch('otherkey', 'd'.repeat(24));
      await d.say(603, 'Talker', 'an otherkey here');
      const rows = await until(
        () => d!.outbox(),
        (r) => r.length === 1 && r[0]!.status !== 'pending',
        'the message settled',
      );
      expect(rows).toEqual([
        {
          status: 'failed',
          last_error:
            "The Discord webhook's URL cannot be opened with this server's key (JWT_SECRET or DATA_DIR/jwt-secret changed?); register the webhook again",
        },
      ]);
      expect(fake.posts).toEqual([]);
    });
  });
}
