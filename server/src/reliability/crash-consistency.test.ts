// Crash consistency: 100,000 chat events in 1,000-event batches while the server is SIGKILLed at
// random moments (at least 10 times) and a client keeps re-sending unacknowledged batches.
// Afterwards: exactly 100,000 rows, no duplicates, counters exact, integrity check passes.
// On PostgreSQL (a private throwaway cluster) the database itself is also restarted mid-run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, openSqlite, type Database } from '../db/database';
import { ENGINES } from '../test/harness';
import { callServer, type Cleanups } from './crash.fixtures';
import { childServer } from './server-child';

const EVENTS = 100_000;
const BATCH = 1_000;
const KILLS = 12;
const ADMIN_PASSWORD = 'crash-test-admin-password';
const PG_CLUSTER = path.resolve(import.meta.dirname, '../../../scripts/pg-cluster.sh');

const batchOf = (b: number) =>
  Array.from({ length: BATCH }, (_, i) => {
    const n = b * BATCH + i;
    // No _id: the content is the identity, as live game servers send it.
    return {
      userId: 1000 + (n % 500),
      name: `Player${n % 500}`,
      message: `crash line ${n}${n % 97 === 0 ? ' ###' : ''}`,
      timestamp: 1_790_000_000_000 + n * 10,
    };
  });

async function post(baseUrl: string, key: string, body: unknown): Promise<boolean> {
  const res = await callServer(baseUrl, 'POST', '/api/ingest/chat', { 'x-ingest-key': key }, body, 15_000);
  return res?.status === 200 && (res.json as { success?: boolean }).success === true;
}

for (const engine of ENGINES) {
  describe(`crash consistency of ingestion [${engine}]`, () => {
    const cleanups: Cleanups = [];
    afterAll(async () => {
      for (const c of cleanups.reverse()) await c();
    });

    it('keeps exactly the acknowledged events through SIGKILLs and re-sends', { timeout: 600_000 }, async () => {
      let env: Record<string, string>;
      let open: () => Database;
      let pgDir: string | undefined;
      if (engine === 'sqlite') {
        const dir = mkdtempSync(path.join(tmpdir(), 'crash-sqlite-'));
        cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
        env = { DATA_DIR: dir };
        open = () => openSqlite(path.join(dir, 'console.db'));
      } else {
        // A private cluster, so restarting the database disturbs no other test.
        const dir = mkdtempSync(path.join(tmpdir(), 'crash-pgcluster-'));
        const url = execFileSync(PG_CLUSTER, ['start', dir]).toString().trim();
        cleanups.push(() => {
          execFileSync(PG_CLUSTER, ['stop', dir]);
        });
        pgDir = dir;
        env = { DATABASE_URL: url, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'crash-pg-')) };
        open = () => openPostgres(url);
      }
      const server = await childServer({ ...env, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD, JWT_SECRET: 'crash-test-secret-0123456789-abcdefghijkl' });
      await server.start();
      cleanups.push(() => server.kill());

      const login = await callServer(server.baseUrl, 'POST', '/api/auth/login', {}, { username: 'admin', password: ADMIN_PASSWORD });
      const auth = { authorization: `Bearer ${(login!.json as { token: string }).token}` };
      const created = (await callServer(server.baseUrl, 'POST', '/api/admin/ingest-keys', auth, { name: 'crash test' }))!.json as { key: string };

      let kills = 0;
      let dbRestarts = 0;
      let stopped = false;
      let restarting: Promise<void> = Promise.resolve();
      // The killer: 12 SIGKILLs at random moments while batches flow, each followed by a restart.
      const killer = (async () => {
        while (!stopped && kills < KILLS) {
          await new Promise((r) => setTimeout(r, 200 + Math.random() * 900));
          if (stopped) break;
          restarting = (async () => {
            await server.kill('SIGKILL');
            kills += 1;
            if (engine === 'postgres' && pgDir && kills === Math.ceil(KILLS / 2)) {
              execFileSync(PG_CLUSTER, ['pause', pgDir]);
              execFileSync(PG_CLUSTER, ['resume', pgDir]);
              dbRestarts += 1;
            }
            await server.start();
          })();
          await restarting;
        }
      })();

      let resends = 0;
      for (let b = 0; b < EVENTS / BATCH; b += 1) {
        const body = batchOf(b);
        // Sent again and again until acknowledged; a batch may have committed before the kill.
        while (!(await post(server.baseUrl, created.key, body))) {
          resends += 1;
          await restarting;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      await killer;
      stopped = true;
      await restarting;
      // Every batch again: all duplicates now, nothing new.
      const again = await fetch(`${server.baseUrl}/api/ingest/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ingest-key': created.key },
        body: JSON.stringify(batchOf(0)),
      });
      expect(await again.json()).toMatchObject({ success: true, accepted: 0, duplicates: BATCH });

      const database = open();
      try {
        const counts = (await sql<{ n: number; d: number }>`SELECT count(*) AS n, count(DISTINCT message) AS d FROM chat_messages`.execute(database.db))
          .rows[0]!;
        expect(Number(counts.n)).toBe(EVENTS);
        expect(Number(counts.d)).toBe(EVENTS);
        const counter = await database.db.selectFrom('counters').select('value').where('name', '=', 'chat').executeTakeFirstOrThrow();
        expect(Number(counter.value)).toBe(EVENTS);
        if (engine === 'sqlite') {
          expect(database.sqlite!.pragma('integrity_check', { simple: true })).toBe('ok');
          const fts = database.sqlite!.prepare("INSERT INTO chat_fts(chat_fts, rank) VALUES ('integrity-check', 1)");
          expect(() => fts.run()).not.toThrow();
        } else {
          const ids = (await sql<{ n: number }>`SELECT count(DISTINCT id) AS n FROM chat_messages`.execute(database.db)).rows[0]!;
          expect(Number(ids.n)).toBe(EVENTS);
        }
      } finally {
        await database.close();
      }
      expect(kills).toBe(KILLS);
      if (engine === 'postgres') expect(dbRestarts).toBe(1);
      console.log(`[${engine}] ${kills} kills, ${dbRestarts} database restarts, ${resends} re-sends`);
    });
  });
}
