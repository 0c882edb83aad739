// Test helpers for Discord delivery: an app whose outbox runs, with an ingest key, and the steps a
// test takes (register a webhook, send a shared rule's alerts to it, say something in chat).
import type { Engine } from '../../../db/database';
import { createTestApp, type TestApp, type TestDatabase } from '../../../test/harness';

export const T0 = 1_790_000_000_000;

export { until } from '../../../test/until';

export interface DiscordApp {
  t: TestApp;
  /** Registers a webhook; answers the whole reply. */
  register(name: string, url: string): ReturnType<TestApp['request']>;
  /** A shared rule on `term` whose alerts go to the webhook. */
  watch(term: string, webhookId: string): Promise<void>;
  /** One chat line. */
  say(userId: number, name: string, message: string): Promise<void>;
  /** The Discord outbox rows, oldest first. */
  outbox(): Promise<{ status: string; last_error: string | null }[]>;
}

export async function startDiscordApp(engine: Engine, prepared?: TestDatabase): Promise<DiscordApp> {
  const t = await createTestApp(
    engine,
    {
      discordWebhookHosts: ['discord.com', '127.0.0.1'],
      publicUrl: 'https://console.example',
      outbox: { maxAttempts: 3, maxBackoffMs: 20 },
      upstreamTimeoutMs: 400,
    },
    prepared,
  );
  t.app.deps.outbox.start();
  const ingestKey = (await t.request('POST', '/api/admin/ingest-keys', { token: t.adminToken, body: { name: 'discord-tests' } })).json<{ key: string }>().key;
  let n = 0;
  return {
    t,
    register: (name, url) => t.request('POST', '/api/admin/discord-webhooks', { token: t.adminToken, body: { name, url } }),
    async watch(term, webhookId) {
      const res = await t.request('POST', '/api/watch-rules', {
        token: t.adminToken,
        body: { name: `Watch ${term}`, kind: 'term', target: term, shared: true, discordWebhookId: webhookId },
      });
      if (res.statusCode !== 201) throw new Error(`watch rule: ${res.statusCode} ${res.body}`);
    },
    async say(userId, name, message) {
      const res = await t.request('POST', '/api/ingest/chat', {
        token: null,
        headers: { 'x-ingest-key': ingestKey },
        body: [{ userId, name, message, timestamp: T0 + (n += 1) * 1000 }],
      });
      if (res.statusCode !== 200) throw new Error(`ingest: ${res.statusCode} ${res.body}`);
    },
    outbox: () =>
      t.database.db.selectFrom('outbox').select(['status', 'last_error']).where('kind', '=', 'discord_alert').orderBy('created_at').orderBy('id').execute(),
  };
}
