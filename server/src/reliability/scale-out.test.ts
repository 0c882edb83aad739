// Two server processes against one PostgreSQL database, requests alternating between them: the
// same answers, tokens valid on both, a permission removed through one refused by the other at
// once, and the sign-in limit counted across both (nothing shared lives in one process's memory).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../config';
import { ENGINES } from '../test/harness';
import { type ChildServer, childServer } from './server-child';

const ADMIN_PASSWORD = 'scale-out-admin-password';

describe.runIf(ENGINES.includes('postgres'))('two processes, one PostgreSQL [postgres]', () => {
  const name = `scale_${randomBytes(5).toString('hex')}`;
  let a: ChildServer;
  let b: ChildServer;

  const call = async (server: ChildServer, method: string, url: string, token?: string, body?: unknown) => {
    const res = await fetch(server.baseUrl + url, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const login = async (server: ChildServer, username: string, password: string) => call(server, 'POST', '/api/auth/login', undefined, { username, password });

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: testEnv.databaseUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(testEnv.databaseUrl()!);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), JWT_SECRET: 'shared-secret-for-both-processes-0123456789', ADMIN_USERNAME: 'admin', ADMIN_PASSWORD };
    a = await childServer({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'scale-a-')) });
    b = await childServer({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'scale-b-')) });
    // Started together: migrations and the first-admin bootstrap must tolerate each other.
    await Promise.all([a.start(), b.start()]);
  }, 180_000);
  afterAll(async () => {
    await a?.kill('SIGTERM');
    await b?.kill('SIGTERM');
    const admin = new pg.Client({ connectionString: testEnv.databaseUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('accepts a token from either process and answers the same', async () => {
    const token = (await login(a, 'admin', ADMIN_PASSWORD)).body.token as string;
    expect((await call(b, 'GET', '/api/auth/check', token)).status).toBe(200);
    for (const url of ['/api/auth/roles', '/api/auth/permissions', '/api/chat?page=1&limit=10', '/api/leaderboards/Value']) {
      const [fromA, fromB] = [await call(a, 'GET', url, token), await call(b, 'GET', url, token)];
      expect(fromA.status, url).toBe(200);
      expect(fromB, url).toEqual(fromA);
    }
    const users = (await call(b, 'GET', '/api/auth/users', token)).body.users as unknown[];
    expect(users).toHaveLength(1);
  });

  it('a permission removed through one process is refused by the other at once', async () => {
    const token = (await login(b, 'admin', ADMIN_PASSWORD)).body.token as string;
    const created = await call(a, 'POST', '/api/auth/users', token, { username: 'roaming', password: 'roaming-pass', role: 'user' });
    expect(created.status).toBe(201);
    const id = (created.body.user as { id: string }).id;
    const userToken = (await login(b, 'roaming', 'roaming-pass')).body.token as string;
    expect((await call(a, 'GET', '/api/chat', userToken)).status).toBe(200);
    expect((await call(b, 'PUT', `/api/auth/users/${id}`, token, { role: 'guest' })).status).toBe(200);
    expect((await call(a, 'GET', '/api/chat', userToken)).status).toBe(403);
    expect((await call(a, 'PUT', `/api/auth/users/${id}`, token, { active: false })).status).toBe(200);
    expect((await call(b, 'GET', '/api/auth/check', userToken)).status).toBe(401);
  });

  it('counts sign-in failures across both processes', async () => {
    const token = (await login(a, 'admin', ADMIN_PASSWORD)).body.token as string;
    await call(a, 'POST', '/api/auth/users', token, { username: 'target', password: 'target-password', role: 'user' });
    for (let i = 0; i < 10; i++) expect((await login(i % 2 ? a : b, 'target', `wrong-${i}`)).status).toBe(401);
    const blockedA = await login(a, 'target', 'target-password');
    const blockedB = await login(b, 'target', 'target-password');
    expect(blockedA.status).toBe(429);
    expect(blockedB.status).toBe(429);
  });
});
