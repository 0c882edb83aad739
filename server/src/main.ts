// Reads the configuration, opens and migrates the database, and serves the API and the SPA (or,
// with SERVE=appeals, only the players' appeal page).
import { buildApp } from './app';
import { ensureFirstAdmin, resolveJwtSecret } from './bootstrap';
import type { FastifyInstance } from 'fastify';
import { type Config, ConfigError, loadConfig } from './config';
import { type Database, openDatabase } from './db/database';
import { migrate, pendingMigrations } from './db/migrations';

/** Connections the system may queue for the server before it accepts them (capped by net.core.somaxconn). */
const LISTEN_BACKLOG = 4096;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const jwtSecret = resolveJwtSecret(config);
  const database = openDatabase(config);
  if (config.serve === 'appeals') return serveAppealPage({ ...config, jwtSecret }, database);
  await migrate(database);
  const admin = await ensureFirstAdmin(database, config);
  if (admin?.password) {
    console.log(
      `\nFirst administrator created.\n  username: ${admin.username}\n  password: ${admin.password}\nThis password is shown once; change it after signing in.\n`,
    );
  } else if (admin) {
    console.log(`First administrator '${admin.username}' created with ADMIN_PASSWORD.`);
  }

  const app = await listen({ ...config, jwtSecret }, database);
  // Deliveries written before a restart (or by other processes) are picked up from here on.
  app.deps.outbox.start();
  // Old rows go at start and every hour after, when a retention is configured.
  app.deps.retention.start();
  console.log(`Staff Console listening on http://${config.host}:${config.port} (database: ${database.engine})`);
}

/** Builds the app, closes it on SIGINT or SIGTERM, and listens. */
async function listen(config: Config & { jwtSecret: string }, database: Database): Promise<FastifyInstance> {
  const app = await buildApp({ config, database });
  const close = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  // A queue of 4,096 connections not yet accepted (Node's default, 511, is easily passed by a crowd
  // opening the public appeal page at once; past it a client waits a second and sends again).
  await app.listen({ host: config.host, port: config.port, backlog: LISTEN_BACKLOG });
  return app;
}

/** How long a process serving the appeal page waits for the console to bring the schema up to date. */
const SCHEMA_WAIT_MS = 60_000;

/**
 * SERVE=appeals: the players' appeal page and its two calls only, in a process of its own, so the
 * page can face the internet while the console does not, and a flood of look-ups is answered on
 * another event loop than the staff's requests. The console's process migrates the database,
 * creates the first administrator, and delivers what the outbox holds (this one's appeals
 * included); this one waits until the schema is current.
 */
async function serveAppealPage(config: Config & { jwtSecret: string }, database: Database): Promise<void> {
  const deadline = Date.now() + SCHEMA_WAIT_MS;
  while ((await pendingMigrations(database)).length > 0) {
    if (Date.now() > deadline) {
      console.error('The database is not up to date: start the console itself (SERVE=all) first; it brings the database up to date.');
      process.exit(2);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await listen(config, database);
  console.log(`Staff Console appeal page listening on http://${config.host}:${config.port}/appeal (database: ${database.engine})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
