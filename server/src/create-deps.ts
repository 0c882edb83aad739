// The composition of the services: every dependency a route or service uses, built once at start-up
// by buildApp (app.ts) and handed to each routes plugin as its `deps` option. The app keeps it as
// its one decoration, `app.deps`, for start-up (main.ts, the demo) and tests.
import type { Config } from './config';
import type { Database } from './db/database';
import { openReadDatabase } from './db/read-database';
import type { Deps, Logger } from './deps/deps';
import { ExportSlots } from './exports/export-slots';
import { OutboxWorker } from './outbox/outbox-worker';
import { createSecretSealer } from './secrets/secret-sealer';
import { createTokenService } from './areas/staff';
import { ConsoleMetrics, RetentionJob } from './areas/operations';
import { OPEN_CLOUD_RESTRICTION, openCloudHandler } from './areas/moderation';
import { DISCORD_ALERT, discordAlertHandler } from './areas/watch';
import { resolveReportsBySanction } from './areas/reports';

/** The dependencies with the process's own jobs, which only start-up and tests start. */
export interface AppDeps extends Deps {
  metrics: ConsoleMetrics | undefined;
  /** Deletes rows older than their retention, hourly; started by main.ts, stopped on close. */
  retention: RetentionJob;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface DepsOptions {
  config: Config & { jwtSecret: string };
  database: Database;
  log: Logger;
}

/**
 * The outbox worker of this process: built here, started by whoever serves (main.ts, the demo) or by
 * a test, and stopped when the app closes, after the deliveries under way.
 */
function createOutboxWorker({ config, database, log }: DepsOptions, metrics: ConsoleMetrics | undefined): OutboxWorker {
  return new OutboxWorker(
    database,
    new Map([
      [OPEN_CLOUD_RESTRICTION, openCloudHandler(config)],
      [DISCORD_ALERT, discordAlertHandler(database, config)],
    ]),
    {
      maxAttempts: config.outbox.maxAttempts,
      maxBackoffMs: config.outbox.maxBackoffMs,
      // Longer than a delivery can take (it is aborted at the upstream timeout), so a live worker's claim never lapses.
      leaseMs: 2 * config.upstreamTimeoutMs + 1000,
      onError: (error) => log.error({ err: error }, 'outbox delivery'),
      onAttemptFailed: (kind, final) => metrics?.outboxFailure(kind, final),
    },
  );
}

export function createDeps(options: DepsOptions): AppDeps {
  const { config, database, log } = options;
  const readDatabase = openReadDatabase(database, config);
  const metrics = config.metricsToken ? new ConsoleMetrics(database, readDatabase) : undefined;
  return {
    config,
    database,
    readDatabase,
    db: database.db,
    tokens: createTokenService(config.jwtSecret, config.tokenTtlSeconds),
    totpSealer: createSecretSealer(config.jwtSecret),
    exportSlots: new ExportSlots(),
    outbox: createOutboxWorker(options, metrics),
    metrics,
    retention: new RetentionJob(database, config.retention, (error) => log.error({ err: error }, 'retention')),
    log,
    onSanctionIssued: resolveReportsBySanction,
  };
}

/** Stops the jobs after the work under way and closes the read connections (the app's onClose). */
export async function closeDeps(deps: AppDeps): Promise<void> {
  await Promise.all([deps.outbox.stop(), deps.retention.stop()]);
  await deps.readDatabase.close();
}
