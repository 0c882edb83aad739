// Crash consistency of ban enforcement: 200 bans issued through the API while the server is
// SIGKILLed again and again, with a fake Open Cloud whose answers take a while (so kills land
// while calls are under way). Afterwards every ban reached Open Cloud and every delivery is marked
// sent; a ban called more than once was called identically each time (a repeat after a crash).
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../test/harness';
import { startFakeOpenCloud } from '../upstream/open-cloud.fixtures';
import { callServer, cleanupsAfterAll, outboxDrained, sendUntil, startCrashServer, startKiller } from './crash.fixtures';

const BANS = 200;
const KILLS = 6;
const KEY = 'crash-open-cloud-key';

for (const engine of ENGINES) {
  describe(`crash consistency of ban enforcement [${engine}]`, () => {
    const cleanups = cleanupsAfterAll();

    it('delivers every ban through repeated SIGKILLs, repeating only identical calls', { timeout: 180_000 }, async () => {
      const fake = await startFakeOpenCloud({ delayMs: 80 });
      cleanups.push(() => fake.close());
      const { server, open, auth } = await startCrashServer(engine, 'outbox-crash', cleanups, {
        ROBLOX_OPEN_CLOUD_URL: fake.url,
        ROBLOX_OPEN_CLOUD_API_KEY: KEY,
        ROBLOX_UNIVERSE_ID: '555',
      });

      const killer = startKiller(server, KILLS);
      // One ban per player, ten at a time; a ban whose answer was lost is asked again, and a 409
      // (already banned) means the first request had committed.
      let resends = 0;
      const issue = async (n: number) => {
        resends += await sendUntil(killer, [201, 409], () =>
          callServer(server.baseUrl, 'POST', `/api/players/${10_000 + n}/sanctions`, auth, { type: 'ban', reason: `crash ban ${n}`, durationSeconds: 86_400 }),
        );
      };
      for (let start = 0; start < BANS; start += 10) await Promise.all(Array.from({ length: 10 }, (_, i) => issue(start + i)));
      await killer.finish();

      // Every ban reaches Open Cloud, and every delivery is marked sent.
      const database = open();
      try {
        await outboxDrained(database, () => server.output());
        const sanctions = await database.db.selectFrom('sanctions').select(['user_id', 'enforcement']).execute();
        expect(sanctions).toHaveLength(BANS);
        // Each sanction's own state moved with its delivery, even when the server died in between.
        expect(sanctions.every((s) => s.enforcement === 'applied')).toBe(true);
        const deliveries = await database.db.selectFrom('outbox').select(['status', 'attempts']).execute();
        expect(deliveries).toHaveLength(BANS);
      } finally {
        await database.close();
      }

      const byPlayer = new Map<string, string[]>();
      for (const r of fake.requests) {
        expect(r.apiKey).toBe(KEY);
        const calls = byPlayer.get(r.path) ?? [];
        calls.push(JSON.stringify(r.body));
        byPlayer.set(r.path, calls);
      }
      expect(byPlayer.size).toBe(BANS);
      for (let n = 0; n < BANS; n += 1) {
        const calls = byPlayer.get(`/cloud/v2/universes/555/user-restrictions/${10_000 + n}`);
        expect(calls, `player ${10_000 + n}`).toBeDefined();
        // Repeats (a call under way when the server died) are the same call.
        expect(new Set(calls), `player ${10_000 + n}`).toEqual(
          new Set([
            JSON.stringify({
              gameJoinRestriction: { active: true, duration: '86400s', privateReason: `crash ban ${n}`, displayReason: '', excludeAltAccounts: false },
            }),
          ]),
        );
      }
      expect(killer.kills).toBe(KILLS);
      const repeats = fake.requests.length - BANS;
      console.log(
        `[${engine}] ${killer.kills} kills, ${resends} re-sent requests, ${fake.requests.length} Open Cloud calls for ${BANS} bans (${repeats} repeats)`,
      );
    });
  });
}
