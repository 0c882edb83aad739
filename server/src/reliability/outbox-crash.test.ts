// Crash consistency of ban enforcement: 200 bans issued through the API while the server is
// SIGKILLed again and again, with a fake Open Cloud whose answers take a while (so kills land
// while calls are under way). Afterwards every ban reached Open Cloud and every delivery is marked
// sent; a ban called more than once was called identically each time (a repeat after a crash).
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../test/harness';
import { startFakeOpenCloud } from '../upstream/open-cloud.fixtures';
import { callServer, type Cleanups, childDatabase, outboxDrained, sendUntil, startKiller } from './crash.fixtures';
import { childServer } from './server-child';

const BANS = 200;
const KILLS = 6;
const ADMIN_PASSWORD = 'outbox-crash-admin-password';
const KEY = 'crash-open-cloud-key';

for (const engine of ENGINES) {
  describe(`crash consistency of ban enforcement [${engine}]`, () => {
    const cleanups: Cleanups = [];
    afterAll(async () => {
      for (const c of cleanups.reverse()) await c();
    });

    it('delivers every ban through repeated SIGKILLs, repeating only identical calls', { timeout: 180_000 }, async () => {
      const fake = await startFakeOpenCloud({ delayMs: 80 });
      cleanups.push(() => fake.close());
      const { env: databaseEnv, open } = await childDatabase(engine, 'outbox-crash', cleanups);
      const env: Record<string, string> = {
        ...databaseEnv,
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD,
        JWT_SECRET: 'outbox-crash-secret-0123456789-abcdefghij',
        ROBLOX_OPEN_CLOUD_URL: fake.url,
        ROBLOX_OPEN_CLOUD_API_KEY: KEY,
        ROBLOX_UNIVERSE_ID: '555',
        OUTBOX_MAX_ATTEMPTS: '100',
        OUTBOX_MAX_BACKOFF_MS: '100',
        // A claim lasts 2 × this + 1 s: a dead server's claims are taken over 3 s later.
        UPSTREAM_TIMEOUT_MS: '1000',
      };
      const server = await childServer(env);
      await server.start();
      cleanups.push(() => server.kill());
      const login = await callServer(server.baseUrl, 'POST', '/api/auth/login', {}, { username: 'admin', password: ADMIN_PASSWORD });
      const auth = { authorization: `Bearer ${(login!.json as { token: string }).token}` };

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
