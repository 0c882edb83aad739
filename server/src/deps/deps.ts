// What a service is built from: the dependencies object made once at start-up by createDeps()
// (create-deps.ts) and handed to every routes plugin as its `deps` option, and the caller a route
// reads from its request. Services take (deps, caller, input) and never see Fastify.
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database, Engine } from '../db/database';
import type { DB } from '../db/schema';
import type { ExportSlots } from '../exports/export-slots';
import type { TokenService } from '../http/auth.types';

import type { OutboxWorker } from '../outbox/outbox-worker';
import type { SecretSealer } from '../secrets/secret-sealer';

// Who a service acts for is request context, so it lives with the request's user type.
export type { Caller } from '../http/auth.types';

/** The process's log (Fastify's pino logger), as services write to it. */
export interface Logger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

/** What the areas count for Prometheus (operations' ConsoleMetrics). */
export interface Counters {
  ingest(kind: string, stored: number, duplicates: number): void;
  outboxFailure(kind: string, final: boolean): void;
}

export interface Deps {
  config: Config & { jwtSecret: string };
  database: Database;
  /**
   * Where the read-only log screens read (chat, trades, marketplace, leaderboards, player pages):
   * SQLite's read threads, a PostgreSQL replica, or `database` itself. Never for sign-in,
   * permissions or writes.
   */
  readDatabase: Database;
  /** `database.db`: the main connection's queries. */
  db: Kysely<DB>;
  /** Signs and checks the staff's bearer tokens. */
  tokens: TokenService;
  /** Seals two-factor secrets at rest. */
  totpSealer: SecretSealer;
  /** CSV exports running per user in this process. */
  exportSlots: ExportSlots;
  /** Delivers the outbox (Open Cloud bans, Discord alerts); a change that queues one nudges it. */
  outbox: OutboxWorker;
  /** Prometheus metrics of this process; undefined without METRICS_TOKEN (nothing is measured). */
  metrics: Counters | undefined;
  log: Logger;
  /** Given by create-deps: the reports area resolves the sanctioned player's open reports. */
  onSanctionIssued?: SanctionIssuedHook;
}

/** A sanction just issued, as the work done in its transaction beyond the sanction sees it. */
export interface SanctionIssued {
  userId: number;
  sanctionId: string;
  by: { id: string; username: string };
  at: number;
}

/** Work of another area inside a sanction's transaction (the player's reports resolved by it). */
export type SanctionIssuedHook = (trx: Kysely<DB>, engine: Engine, issued: SanctionIssued) => Promise<unknown>;

/** The options every routes plugin is registered with (app.ts): the services' dependencies. */
export interface RoutesOptions {
  deps: Deps;
}
