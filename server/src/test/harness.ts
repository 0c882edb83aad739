// Test helpers: a real database per test file (a temporary SQLite file, or a fresh database in
// the PostgreSQL server named by TEST_DATABASE_URL) and the real app on top of it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { ensureFirstAdmin } from '../bootstrap';
import { type Config, loadConfig, testEnv } from '../config';
import { type Database, type Engine, openPostgres, openSqlite } from '../db/database';
import { migrate } from '../db/migrations';

export const ENGINES: Engine[] = testEnv.databaseUrl() ? ['sqlite', 'postgres'] : ['sqlite'];

export const ADMIN_PASSWORD = 'correct-horse-battery-staple';

export interface TestDatabase extends Database {
  /** Closes the connection and removes the database. */
  drop(): Promise<void>;
}

export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'staff-console-test-'));
    const database = openSqlite(path.join(dir, 'console.db'));
    await migrate(database);
    return {
      ...database,
      async drop() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const empty = await createEmptyPostgresDatabase();
  const database = openPostgres(empty.url);
  await migrate(database);
  return {
    ...database,
    async drop() {
      await database.close();
      await empty.drop();
    },
  };
}

/** A new, empty database in the PostgreSQL server of TEST_DATABASE_URL (for a server process to migrate), and how to drop it. */
export async function createEmptyPostgresDatabase(prefix = 'test'): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = testEnv.databaseUrl()!;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config & { jwtSecret: string } {
  // The fake platforms of the tests serve their images from this machine.
  const base = loadConfig({ ADMIN_PASSWORD, LOG_LEVEL: 'silent', DATA_DIR: tmpdir(), ROBLOX_IMAGE_HOSTS: '*.rbxcdn.com,127.0.0.1' });
  // API tests send hundreds of requests a second as one administrator: the per-user request limit
  // is off unless a test sets it (http/user-rate.test.ts).
  return { ...base, jwtSecret: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz', userRequestsPerSecond: 0, ...overrides };
}

export interface TestApp {
  engine: Engine;
  app: FastifyInstance;
  database: TestDatabase;
  config: Config & { jwtSecret: string };
  adminToken: string;
  /** Signs in and returns the token (throws on failure). */
  login(username: string, password: string): Promise<string>;
  /** Creates a staff user through the API as the administrator; returns its id and a token. */
  createUser(options: { username: string; password?: string; role?: string; permissions?: string[]; active?: boolean }): Promise<{ id: string; token: string }>;
  request(
    method: string,
    url: string,
    options?: { token?: string | null; body?: unknown; headers?: Record<string, string>; remoteAddress?: string },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(engine: Engine, overrides: Partial<Config> = {}, prepared?: TestDatabase): Promise<TestApp> {
  const database = prepared ?? (await createTestDatabase(engine));
  const config = testConfig(overrides);
  await ensureFirstAdmin(database, config);
  const app = await buildApp({ config, database, webDist: null, logger: false });
  await app.ready();

  const request: TestApp['request'] = (method, url, options = {}) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.headers ?? {}),
      },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });

  const login = async (username: string, password: string) => {
    const res = await request('POST', '/api/auth/login', { body: { username, password } });
    if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
    return res.json<{ token: string }>().token;
  };

  const adminToken = await login(config.adminUsername, ADMIN_PASSWORD);

  return {
    engine,
    app,
    database,
    config,
    adminToken,
    login,
    request,
    async createUser({ username, password = 'password-123', role = 'guest', permissions = [], active = true }) {
      const res = await request('POST', '/api/auth/users', {
        token: adminToken,
        body: { username, password, role, permissions, active, displayName: username, email: '' },
      });
      if (res.statusCode !== 201) throw new Error(`create ${username} failed: ${res.statusCode} ${res.body}`);
      const id = res.json<{ user: { id: string } }>().user.id;
      const token = active ? await login(username, password) : '';
      return { id, token };
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
