// Reads the configuration, opens and migrates the database, and serves the API and the SPA.
import { buildApp } from './app';
import { ensureFirstAdmin, resolveJwtSecret } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrations';

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
  await migrate(database);
  const admin = await ensureFirstAdmin(database, config);
  if (admin?.password) {
    console.log(
      `\nFirst administrator created.\n  username: ${admin.username}\n  password: ${admin.password}\nThis password is shown once; change it after signing in.\n`,
    );
  } else if (admin) {
    console.log(`First administrator '${admin.username}' created with ADMIN_PASSWORD.`);
  }

  const app = await buildApp({ config: { ...config, jwtSecret }, database });
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
  // Deliveries written before a restart (or by other processes) are picked up from here on.
  app.deps.outbox.start();
  // Old rows go at start and every hour after, when a retention is configured.
  app.deps.retention.start();
  console.log(`Staff Console listening on http://${config.host}:${config.port} (database: ${database.engine})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
