// Crash consistency of ban enforcement: 200 bans issued through the API while the server is
// SIGKILLed again and again, with a fake Open Cloud whose answers take a while (so kills land
// while calls are under way). Afterwards every ban reached Open Cloud and every delivery is marked
// sent; a ban called more than once was called identically each time (a repeat after a crash).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, openSqlite, type Database } from '../db/database';
import { createEmptyPostgresDatabase, ENGINES } from '../test/harness';
import { startFakeOpenCloud } from '../upstream/open-cloud.fixtures';
import { childServer } from './server-child';

const BANS = 200;
const KILLS = 6;
const ADMIN_PASSWORD = 'outbox-crash-admin-password';
const KEY = 'crash-open-cloud-key';

async function call(baseUrl: string, method: string, url: string, token: string | null, body?: unknown): Promise<{ status: number; json: unknown } | null> {
  try {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(10_000),
    });
    return { status: res.status, json: await res.json() };
  } catch {
    return null; // the server died under the request
  }
}

for (const engine of ENGINES) {
  describe(`crash consistency of ban enforcement [${engine}]`, () => {
    const cleanups: (() => Promise<void> | void)[] = [];
    afterAll(async () => {
      for (const c of cleanups.reverse()) await c();
    });

    it('delivers every ban through repeated SIGKILLs, repeating only identical calls', { timeout: 180_000 }, async () => {
      const fake = await startFakeOpenCloud({ delayMs: 80 });
      cleanups.push(() => fake.close());
      const dataDir = mkdtempSync(path.join(tmpdir(), 'outbox-crash-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      let open: () => Database;
      const env: Record<string, string> = {
        DATA_DIR: dataDir,
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
      if (engine === 'postgres') {
        const pgDb = await createEmptyPostgresDatabase('outbox_crash');
        cleanups.push(() => pgDb.drop());
        env.DATABASE_URL = pgDb.url;
        open = () => openPostgres(pgDb.url);
      } else {
        open = () => openSqlite(path.join(dataDir, 'console.db'));
      }
      const server = await childServer(env);
      await server.start();
      cleanups.push(() => server.kill());
      const login = await call(server.baseUrl, 'POST', '/api/auth/login', null, { username: 'admin', password: ADMIN_PASSWORD });
      const token = (login!.json as { token: string }).token;

      let kills = 0;
      let stopped = false;
      let restarting: Promise<void> = Promise.resolve();
      const killer = (async () => {
        while (!stopped && kills < KILLS) {
          await new Promise((r) => setTimeout(r, 400 + Math.random() * 800));
          if (stopped) break;
          restarting = (async () => {
            await server.kill('SIGKILL');
            kills += 1;
            await server.start();
          })();
          await restarting;
        }
      })();

      // One ban per player, ten at a time; a ban whose answer was lost is asked again, and a 409
      // (already banned) means the first request had committed.
      let resends = 0;
      const issue = async (n: number) => {
        for (;;) {
          const res = await call(server.baseUrl, 'POST', `/api/players/${10_000 + n}/sanctions`, token, {
            type: 'ban',
            reason: `crash ban ${n}`,
            durationSeconds: 86_400,
          });
          if (res && (res.status === 201 || res.status === 409)) return;
          resends += 1;
          await restarting;
          await new Promise((r) => setTimeout(r, 50));
        }
      };
      for (let start = 0; start < BANS; start += 10) await Promise.all(Array.from({ length: 10 }, (_, i) => issue(start + i)));
      await killer;
      stopped = true;
      await restarting;

      // Every ban reaches Open Cloud, and every delivery is marked sent.
      const database = open();
      try {
        for (let i = 0; ; i += 1) {
          const pending = await database.db
            .selectFrom('outbox')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', '!=', 'sent')
            .executeTakeFirstOrThrow();
          if (Number(pending.n) === 0) break;
          if (i > 600) throw new Error(`${pending.n} deliveries still not sent: ${server.output()}`);
          await new Promise((r) => setTimeout(r, 100));
        }
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
      expect(kills).toBe(KILLS);
      const repeats = fake.requests.length - BANS;
      console.log(`[${engine}] ${kills} kills, ${resends} re-sent requests, ${fake.requests.length} Open Cloud calls for ${BANS} bans (${repeats} repeats)`);
    });
  });
}
