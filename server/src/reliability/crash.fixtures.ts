// What the crash tests share: a request that answers null when the server died under it, a
// database for a child server on either engine, a killer that SIGKILLs and restarts the server at
// random moments, and a wait until the outbox has delivered everything.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, type Engine, openPostgres, openSqlite } from '../db/database';
import { afterAll } from 'vitest';
import { createEmptyPostgresDatabase } from '../test/harness';
import { type ChildServer, childServer } from './server-child';

export type Cleanups = (() => Promise<void> | void)[];

/** What the block's tests leave to undo (servers, databases, fakes), undone after them, newest first. */
export function cleanupsAfterAll(): Cleanups {
  const cleanups: Cleanups = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });
  return cleanups;
}

/** One request to the child server; null when it died under the request. */
export async function callServer(
  baseUrl: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
  timeoutMs = 10_000,
): Promise<{ status: number; json: unknown } | null> {
  try {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, json: await res.json() };
  } catch {
    return null;
  }
}

/** A data directory and, on PostgreSQL, an empty database for a child server: its environment and how to open it from the test. */
export async function childDatabase(engine: Engine, prefix: string, cleanups: Cleanups): Promise<{ env: Record<string, string>; open: () => Database }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (engine === 'sqlite') return { env: { DATA_DIR: dataDir }, open: () => openSqlite(path.join(dataDir, 'console.db')) };
  const pgDb = await createEmptyPostgresDatabase(prefix.replaceAll('-', '_'));
  cleanups.push(() => pgDb.drop());
  return { env: { DATA_DIR: dataDir, DATABASE_URL: pgDb.url }, open: () => openPostgres(pgDb.url) };
}

export interface Killer {
  /** How many times the server was killed so far. */
  readonly kills: number;
  /** Settles once the latest restart is done (at once when none is under way). */
  restarted(): Promise<void>;
  /** Waits for the last kill and restart, then stops killing. */
  finish(): Promise<void>;
}

/** SIGKILLs the server `times` times, 0.4–1.2 s apart, restarting it after each. */
export function startKiller(server: ChildServer, times: number): Killer {
  let kills = 0;
  let stopped = false;
  let restarting: Promise<void> = Promise.resolve();
  const loop = (async () => {
    while (!stopped && kills < times) {
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
  return {
    get kills() {
      return kills;
    },
    restarted: () => restarting,
    async finish() {
      await loop;
      stopped = true;
      await restarting;
    },
  };
}

/** Sends a request until the server answers with one of `done`, waiting out restarts; returns how many times it was sent again. */
export async function sendUntil(killer: Killer, done: readonly number[], send: () => Promise<{ status: number } | null>): Promise<number> {
  for (let resends = 0; ; resends += 1) {
    const res = await send();
    if (res && done.includes(res.status)) return resends;
    await killer.restarted();
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits (up to a minute) until every outbox row is sent. */
export async function outboxDrained(database: Database, describeFailure: () => string): Promise<void> {
  for (let i = 0; ; i += 1) {
    const pending = await database.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '!=', 'sent')
      .executeTakeFirstOrThrow();
    if (Number(pending.n) === 0) return;
    if (i > 600) throw new Error(`${pending.n} outbox rows still not sent: ${describeFailure()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A child server on a database of its own, started, with the admin signed in. Its outbox retries
 * quickly (up to 100 attempts, 100 ms apart at most), and a claim lasts 2 × the 1 s upstream
 * timeout + 1 s, so a dead server's claims are taken over 3 s later. `env` adds the upstream the
 * test fakes.
 */
export async function startCrashServer(
  engine: Engine,
  prefix: string,
  cleanups: Cleanups,
  env: Record<string, string>,
): Promise<{ server: ChildServer; open: () => Database; auth: Record<string, string> }> {
  const { env: databaseEnv, open } = await childDatabase(engine, prefix, cleanups);
  const password = `${prefix}-admin-password`;
  const server = await childServer({
    ...databaseEnv,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: password,
    JWT_SECRET: `${prefix}-secret-0123456789-abcdefghij`,
    OUTBOX_MAX_ATTEMPTS: '100',
    OUTBOX_MAX_BACKOFF_MS: '100',
    UPSTREAM_TIMEOUT_MS: '1000',
    ...env,
  });
  await server.start();
  cleanups.push(() => server.kill());
  const login = await callServer(server.baseUrl, 'POST', '/api/auth/login', {}, { username: 'admin', password });
  return { server, open, auth: { authorization: `Bearer ${(login!.json as { token: string }).token}` } };
}
