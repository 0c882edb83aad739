// GET /api/ready: 200 only when the database answers and every migration of this build has run,
// else 503 with a sentence; asked again on every call, so it recovers without a restart.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@staff-console/domain';
import { buildApp } from '../../../app';
import { type Database, openPostgres, openSqlite } from '../../../db/database';
import { migrate, MIGRATIONS } from '../../../db/migrations';
import { createEmptyPostgresDatabase, ENGINES, testConfig } from '../../../test/harness';

const PG_CLUSTER = path.resolve(import.meta.dirname, '../../../../../scripts/pg-cluster.sh');

async function untilConnects(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

const ready = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/ready' });

for (const engine of ENGINES) {
  describe(`GET /api/ready [${engine}]`, () => {
    const cleanups: (() => Promise<void> | void)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('is 503 until the migrations have run, then 200 without a restart', async () => {
      let database: Database;
      if (engine === 'sqlite') {
        const dir = mkdtempSync(path.join(tmpdir(), 'ready-'));
        cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
        database = openSqlite(path.join(dir, 'console.db'));
      } else {
        const empty = await createEmptyPostgresDatabase('ready');
        cleanups.push(() => empty.drop());
        database = openPostgres(empty.url);
      }
      cleanups.push(() => database.close());
      const app = await buildApp({ config: testConfig(), database, webDist: null, logger: false });
      cleanups.push(() => app.close());

      const before = await ready(app);
      expect(before.statusCode).toBe(503);
      expect(before.headers['retry-after']).toBe('5');
      expect(before.json()).toEqual({
        success: false,
        error: MESSAGES.migrationsPending,
        database: { ok: true, pendingMigrations: Object.keys(MIGRATIONS).length },
      });
      // Alive all the same: health only asks whether the database answers.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      await migrate(database);
      const after = await ready(app);
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual({ success: true, message: MESSAGES.ready, database: { ok: true, pendingMigrations: 0 } });

      // One migration of this build missing from the database (an older database): not ready.
      await database.db
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', '011-moderation' as never)
        .execute();
      expect((await ready(app)).json()).toMatchObject({ success: false, database: { pendingMigrations: 1 } });
    });
  });
}

describe.runIf(ENGINES.includes('postgres'))('GET /api/ready through a PostgreSQL outage [postgres]', () => {
  let dir: string;
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (dir) execFileSync(PG_CLUSTER, ['stop', dir]);
  });

  it('answers 503 while the database is down and 200 again once it is back', { timeout: 120_000 }, async () => {
    // A private cluster, so stopping it disturbs no other test.
    dir = mkdtempSync(path.join(tmpdir(), 'ready-pgcluster-'));
    const url = execFileSync(PG_CLUSTER, ['start', dir]).toString().trim();
    database = openPostgres(url);
    await migrate(database);
    app = await buildApp({ config: testConfig(), database, webDist: null, logger: false });
    expect((await ready(app)).statusCode).toBe(200);

    execFileSync(PG_CLUSTER, ['pause', dir]);
    const down = await ready(app);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ success: false, error: MESSAGES.databaseUnavailable, database: { ok: false } });

    execFileSync(PG_CLUSTER, ['resume', dir]);
    // Until the cluster takes connections: a connection the server drops while it is still starting
    // up makes the pg driver emit an error no pool listener catches yet (a driver matter, not readiness).
    await untilConnects(url);
    let status = 0;
    for (let i = 0; i < 40 && status !== 200; i++) {
      status = (await ready(app)).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
  });
});
