// What every area reaches through the Fastify instance: the configuration, the databases and the
// sealer. A decoration typed by one area or shared layer is declared beside its type (tokens.ts,
// export-slots.ts, outbox-worker.ts, metrics.ts, retention-job.ts), so this file imports no area.
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import type { SecretSealer } from '../secrets/secret-sealer';

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
    /** Seals two-factor secrets at rest. */
    totpSealer: SecretSealer;
  }
}
