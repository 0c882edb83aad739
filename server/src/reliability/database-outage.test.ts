// A PostgreSQL outage while the server runs: health and data routes answer 503 with a sentence
// (quickly, no hang), and once the database is back the same process recovers without a restart.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ensureFirstAdmin } from '../bootstrap';
import { type Database, openPostgres } from '../db/database';
import { migrate } from '../db/migrations';
import { ADMIN_PASSWORD, ENGINES, testConfig } from '../test/harness';

const PG_CLUSTER = path.resolve(import.meta.dirname, '../../../scripts/pg-cluster.sh');

describe.runIf(ENGINES.includes('postgres'))('PostgreSQL outage [postgres]', () => {
  let dir: string;
  let database: Database;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'outage-pgcluster-'));
    const url = execFileSync(PG_CLUSTER, ['start', dir]).toString().trim();
    database = openPostgres(url);
    await migrate(database);
    const config = testConfig();
    await ensureFirstAdmin(database, config);
    app = await buildApp({ config, database, webDist: null, logger: false });
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: ADMIN_PASSWORD } });
    token = res.json<{ token: string }>().token;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    execFileSync(PG_CLUSTER, ['stop', dir]);
  });

  it('answers 503 during the outage and recovers afterwards without a restart', { timeout: 120_000 }, async () => {
    const auth = { authorization: `Bearer ${token}` };
    expect((await app.inject({ method: 'GET', url: '/api/chat', headers: auth })).statusCode).toBe(200);

    execFileSync(PG_CLUSTER, ['pause', dir]);
    for (const url of ['/api/health', '/api/chat', '/api/trades', '/api/marketplace', '/api/leaderboards/Value', '/api/admin/stats', '/api/auth/check']) {
      const started = Date.now();
      const res = await app.inject({ method: 'GET', url, headers: auth });
      const took = Date.now() - started;
      expect(res.statusCode, url).toBe(503);
      expect(res.json<{ success: boolean; error: string }>(), url).toMatchObject({
        success: false,
        error: 'The database is unavailable right now. Try again in a moment.',
      });
      expect(took, url).toBeLessThan(15_000);
    }
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ suggestion: expect.stringContaining('DATABASE_URL') });

    execFileSync(PG_CLUSTER, ['resume', dir]);
    let recovered = false;
    for (let i = 0; i < 40 && !recovered; i++) {
      recovered = (await app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200;
      if (!recovered) await new Promise((r) => setTimeout(r, 250));
    }
    expect(recovered).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/chat', headers: auth })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/check', headers: auth })).statusCode).toBe(200);
  });
});
