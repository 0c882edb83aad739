// The read-only log screens on a real PostgreSQL streaming replica (pg_basebackup -R on loopback):
// rows written on the primary reach the screens once replayed, and while the replica lags (its
// replay paused) a permission taken away on the primary holds on the very next request, because
// sign-in and authorisation never read the replica.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatPage } from '@staff-console/domain';
import { testEnv } from '../config';
import { openPostgres } from '../db/database';
import { migrate } from '../db/migrations';
import { createIngestKey, postEvents } from '../areas/ingest/ingest.fixtures';
import { createTestApp, type TestApp } from '../test/harness';

const CLUSTER = fileURLToPath(new URL('../../../scripts/pg-cluster.sh', import.meta.url));
const cluster = (...args: string[]) => execFileSync('bash', [CLUSTER, ...args], { encoding: 'utf8' }).trim();

let serial = 0;
const message = (text: string) => ({
  _id: `6760000000000000000${String((serial += 1)).padStart(5, '0')}`,
  userId: 42,
  name: 'Replicated',
  message: text,
  timestamp: new Date(Date.UTC(2026, 10, 20, 10, serial)).toISOString(),
});

const withDatabase = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

// The replica needs the PostgreSQL binaries that TEST_DATABASE_URL's cluster comes from.
describe.runIf(testEnv.databaseUrl())('PostgreSQL read replica (DATABASE_READ_URL)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'staff-console-replica-'));
  // As root, the clusters belong to the postgres user, who must be able to enter this directory.
  chmodSync(dir, 0o755);
  let replicaAdmin: pg.Client;
  let t: TestApp;
  let key: string;

  beforeAll(async () => {
    const primaryUrl = cluster('start', path.join(dir, 'primary'));
    const replicaUrl = cluster('replica', path.join(dir, 'replica'), path.join(dir, 'primary'));
    const admin = new pg.Client({ connectionString: primaryUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE console');
    await admin.end();
    const database = openPostgres(withDatabase(primaryUrl, 'console'));
    await migrate(database);
    replicaAdmin = new pg.Client({ connectionString: replicaUrl });
    await replicaAdmin.connect();
    t = await createTestApp('postgres', { databaseReadUrl: withDatabase(replicaUrl, 'console') }, { ...database, drop: () => database.close() });
    key = (await createIngestKey(t)).key;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await replicaAdmin?.end();
    cluster('stop', path.join(dir, 'replica'));
    cluster('stop', path.join(dir, 'primary'));
    rmSync(dir, { recursive: true, force: true });
  });

  const chatTexts = async (token: string) => {
    const res = await t.request('GET', '/api/chat?limit=100', { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ChatPage>().data.map((m) => m.message);
  };

  /** What the replica shows once it has replayed everything the primary wrote so far. */
  const caughtUp = async (token: string, text: string) => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      if ((await chatTexts(token)).includes(text)) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  };

  it('reads the log screens from the replica: writes on the primary appear there once replayed', async () => {
    expect(t.app.deps.readDatabase.pool).toBeDefined();
    expect(t.app.deps.readDatabase.pool).not.toBe(t.app.deps.database.pool);
    const [replica] = await t.app.deps.readDatabase.db.selectNoFrom((eb) => eb.fn<boolean>('pg_is_in_recovery', []).as('standby')).execute();
    expect(replica!.standby).toBe(true);

    expect((await postEvents(t, 'chat', key, [message('first line through the replica')])).statusCode).toBe(200);
    expect(await caughtUp(t.adminToken, 'first line through the replica')).toBe(true);
  });

  it('takes a permission away on the next request while the replica lags, and shows newer rows once it catches up', async () => {
    const viewer = await t.createUser({ username: 'replica-viewer', permissions: ['view_chat'] });
    expect(await caughtUp(viewer.token, 'first line through the replica')).toBe(true);

    await replicaAdmin.query('SELECT pg_wal_replay_pause()');
    try {
      expect((await postEvents(t, 'chat', key, [message('written while the replica lags')])).statusCode).toBe(200);
      // The replica still answers with what it had: the newer row is not there yet.
      expect(await chatTexts(t.adminToken)).not.toContain('written while the replica lags');

      const res = await t.request('PUT', `/api/auth/users/${viewer.id}`, {
        token: t.adminToken,
        body: { displayName: 'replica-viewer', email: '', role: 'guest', permissions: [], active: true },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await t.request('GET', '/api/chat?limit=100', { token: viewer.token })).statusCode).toBe(403);
    } finally {
      await replicaAdmin.query('SELECT pg_wal_replay_resume()');
    }
    expect(await caughtUp(t.adminToken, 'written while the replica lags')).toBe(true);
    expect((await t.request('GET', '/api/chat?limit=100', { token: viewer.token })).statusCode).toBe(403);
  });
});
