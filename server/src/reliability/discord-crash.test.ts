// Crash consistency of watch alerts and their Discord delivery: chat batches that match a shared
// rule with a webhook are sent through the ingest API while the server is SIGKILLed again and
// again, with a fake Discord whose answers take a while (so kills land while posts are under way).
// Afterwards every stored message has exactly one alert, every Discord message is marked sent,
// and every alert reached Discord (a post under way when the server died may come twice).
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../test/harness';
import { startFakeDiscord } from '../upstream/discord.fixtures';
import { callServer, cleanupsAfterAll, outboxDrained, sendUntil, startCrashServer, startKiller } from './crash.fixtures';

const BATCHES = 60;
const PER_BATCH = 5;
const KILLS = 5;

const eventId = (n: number) => (0xc0000000 + n).toString(16).padStart(24, '0');

for (const engine of ENGINES) {
  describe(`crash consistency of watch alerts and Discord delivery [${engine}]`, () => {
    const cleanups = cleanupsAfterAll();

    it('raises one alert per stored event and delivers each through repeated SIGKILLs', { timeout: 180_000 }, async () => {
      const fake = await startFakeDiscord({ delayMs: 80 });
      cleanups.push(() => fake.close());
      const {
        server,
        open,
        auth: admin,
      } = await startCrashServer(engine, 'discord-crash', cleanups, {
        DISCORD_WEBHOOK_HOSTS: '127.0.0.1',
        PUBLIC_URL: 'https://console.example',
      });
      const key = await callServer(server.baseUrl, 'POST', '/api/admin/ingest-keys', admin, { name: 'crash' });
      const ingest = { 'x-ingest-key': (key!.json as { key: string }).key };
      const hook = await callServer(server.baseUrl, 'POST', '/api/admin/discord-webhooks', admin, {
        name: 'Crash',
        url: `${fake.url}/api/webhooks/1/crash-token`,
      });
      const webhookId = (hook!.json as { webhook: { _id: string } }).webhook._id;
      const rule = await callServer(server.baseUrl, 'POST', '/api/watch-rules', admin, {
        name: 'Crash words',
        kind: 'term',
        target: 'crash word',
        shared: true,
        discordWebhookId: webhookId,
      });
      expect(rule?.status).toBe(201);

      const killer = startKiller(server, KILLS);

      // Each batch is sent until it is answered; a batch whose answer was lost is sent again and
      // counts as duplicates (its events carry their own ids).
      let resends = 0;
      for (let b = 0; b < BATCHES; b += 1) {
        const events = Array.from({ length: PER_BATCH }, (_, i) => {
          const n = b * PER_BATCH + i;
          return { _id: eventId(n), userId: 900 + i, name: `Crasher${i}`, message: `a CRASH WORD ${n}`, timestamp: 1_790_000_000_000 + n * 1000 };
        });
        resends += await sendUntil(killer, [200], () => callServer(server.baseUrl, 'POST', '/api/ingest/chat', ingest, events));
      }
      await killer.finish();

      const total = BATCHES * PER_BATCH;
      const database = open();
      try {
        await outboxDrained(database, () => server.output());
        const alerts = await database.db.selectFrom('alerts').select(['ref', 'rule_seq']).execute();
        expect(alerts).toHaveLength(total);
        expect(new Set(alerts.map((a) => a.ref)).size).toBe(total);
        // Numbered 1…N within the rule, without gaps: the counters moved with the alerts.
        expect(alerts.map((a) => Number(a.rule_seq)).sort((x, y) => x - y)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
        const counted = await database.db.selectFrom('watch_rules').select('alert_count').executeTakeFirstOrThrow();
        expect(Number(counted.alert_count)).toBe(total);
      } finally {
        await database.close();
      }

      const delivered = new Set(fake.posts.filter((p) => p.answered === 204).flatMap((p) => (p.body.embeds ?? []).map((e) => e.url)));
      const expected = new Set(Array.from({ length: total }, (_, n) => `https://console.example/chats?context=${eventId(n)}`));
      expect(delivered).toEqual(expected);
      for (const p of fake.posts) expect(p.raw).not.toContain('crash-token');
      expect(killer.kills).toBe(KILLS);
      const embeds = fake.posts.reduce((sum, p) => sum + (p.body.embeds?.length ?? 0), 0);
      console.log(
        `[${engine}] ${killer.kills} kills, ${resends} re-sent batches, ${fake.posts.length} Discord posts carrying ${embeds} embeds for ${total} alerts`,
      );
    });
  });
}
