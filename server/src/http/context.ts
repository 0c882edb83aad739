// What every feature reaches through the Fastify instance.
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import type { TokenService } from '../accounts/tokens';
import type { SecretSealer } from '../accounts/totp';
import type { ExportSlots } from '../exports/export-slots';
import type { ConsoleMetrics } from '../metrics/metrics';
import type { OutboxWorker } from '../outbox/outbox-worker';
import type { RetentionJob } from '../retention/retention-job';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config & { jwtSecret: string };
    database: Database;
    /**
     * Where the read-only log screens read (chat, trades, marketplace, leaderboards, player pages):
     * SQLite's read threads, a PostgreSQL replica, or `database` itself. Never for sign-in,
     * permissions or writes.
     */
    readDatabase: Database;
    db: Kysely<DB>;
    tokens: TokenService;
    /** Seals two-factor secrets at rest. */
    totpSealer: SecretSealer;
    /** CSV exports running per user in this process. */
    exportSlots: ExportSlots;
    /** Delivers the outbox (Open Cloud bans); started by start-up (main.ts, the demo), stopped on close. */
    outbox: OutboxWorker;
    /** Prometheus metrics of this process; undefined without METRICS_TOKEN (nothing is measured). */
    metrics: ConsoleMetrics | undefined;
    /** Deletes rows older than their retention, hourly; started by main.ts, stopped on close. */
    retention: RetentionJob;
  }
}
