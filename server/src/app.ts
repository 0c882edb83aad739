// Builds the Fastify instance: used by main.ts and by every test.
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { openReadDatabase } from './db/read-database';
import { auditRoutes, registerRefusalAudit, authenticate, authRoutes, twoFactorRoutes, createTokenService, rolesRoutes, usersRoutes } from './areas/staff';
import { createSecretSealer } from './secrets/secret-sealer';
import { healthRoutes, statsRoutes, ConsoleMetrics, registerMetrics, RetentionJob, referenceRoutes } from './areas/operations';
import { ingestRoutes, ingestKeysRoutes } from './areas/ingest';
import { leaderboardsRoutes, proxyRoutes, thumbnailsRoutes, playersRoutes, playerLabelsRoutes } from './areas/players';
import { marketplaceRoutes, marketplaceEntryRoutes } from './areas/logs/marketplace';
import { tradesRoutes, tradeEntryRoutes } from './areas/logs/trades';
import { chatRoutes, chatContextRoutes, translateRoutes } from './areas/logs/chat';
import { ExportSlots } from './exports/export-slots';
import {
  notesRoutes,
  casesRoutes,
  sanctionsRoutes,
  sanctionPresetsRoutes,
  sanctionsFeedRoutes,
  OPEN_CLOUD_RESTRICTION,
  openCloudHandler,
} from './areas/moderation';
import { savedSearchesRoutes } from './areas/logs/saved-searches';
import { watchRulesRoutes, alertsRoutes, discordWebhooksRoutes, DISCORD_ALERT, discordAlertHandler } from './areas/watch';
import { OutboxWorker } from './outbox/outbox-worker';
import { registerAccessControl } from './http/access';
import { fastifyTrustProxy, registerForwardedForCleanup } from './http/client-address';
import './http/context';
import { registerErrorHandler } from './http/errors';
import { registerNulGuard } from './http/nul-guard';
import { registerOpenApi } from './http/openapi';
import { DEFAULT_WEB_DIST, registerStatic } from './http/static';
import { UserRequestRate } from './http/user-rate';

export interface AppOptions {
  config: Config & { jwtSecret: string };
  database: Database;
  /** The built SPA to serve; defaults to web/dist when it exists. */
  webDist?: string | null;
  logger?: boolean;
  /** Where the log goes instead of standard output (a test reading what was logged). */
  logStream?: { write(line: string): void };
}

export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * The outbox worker of this process: built here, started by whoever serves (main.ts, the demo) or by
 * a test, and stopped when the app closes, after the deliveries under way.
 */
function createOutboxWorker(app: FastifyInstance, { config, database }: AppOptions): OutboxWorker {
  const worker = new OutboxWorker(
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
      onError: (error) => app.log.error({ err: error }, 'outbox delivery'),
      onAttemptFailed: (kind, final) => app.metrics?.outboxFailure(kind, final),
    },
  );
  app.addHook('onClose', () => worker.stop());
  return worker;
}

/** The retention job of this process: started by main.ts, stopped when the app closes. */
function createRetentionJob(app: FastifyInstance, { config, database }: AppOptions): RetentionJob {
  const job = new RetentionJob(database, config.retention, (error) => app.log.error({ err: error }, 'retention'));
  app.addHook('onClose', () => job.stop());
  return job;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers["x-ingest-key"]'],
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs + 10_000,
    // Node checks those timeouts only every 30 s by default, and gives headers 60 s: a slow client
    // (slowloris) could hold a connection long past the request timeout. Checked every second here.
    http: { headersTimeout: Math.min(config.requestTimeoutMs, 20_000), connectionsCheckingInterval: 1000 },
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  const readDatabase = openReadDatabase(database, config);
  app.decorate('readDatabase', readDatabase);
  app.addHook('onClose', () => readDatabase.close());
  app.decorate('db', database.db);
  app.decorate('tokens', createTokenService(config.jwtSecret, config.tokenTtlSeconds));
  app.decorate('totpSealer', createSecretSealer(config.jwtSecret));
  app.decorate('exportSlots', new ExportSlots());
  app.decorate('metrics', config.metricsToken ? new ConsoleMetrics(database, readDatabase) : undefined);
  app.decorate('outbox', createOutboxWorker(app, options));
  app.decorate('retention', createRetentionJob(app, options));

  registerErrorHandler(app);
  // First of all hooks: nothing may read the client's address before forged entries are dropped.
  registerForwardedForCleanup(app);
  // JSON only: a text/plain body (a "simple" cross-site request) is refused with 415.
  app.removeContentTypeParser('text/plain');

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects <style> elements; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
  });
  await app.register(rateLimit, { global: false });
  registerRefusalAudit(app);

  app.addHook('onSend', async (request, reply) => {
    reply.removeHeader('x-powered-by');
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  registerMetrics(app, app.metrics, config.metricsToken);
  registerNulGuard(app);
  registerAccessControl(app, (request) => authenticate(app, request), new UserRequestRate(config.userRequestsPerSecond));
  // Before every route: the document is collected from the routes as they are registered.
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(twoFactorRoutes);
  await app.register(usersRoutes);
  await app.register(rolesRoutes);
  await app.register(auditRoutes);
  await app.register(tradesRoutes);
  await app.register(marketplaceRoutes);
  await app.register(leaderboardsRoutes);
  await app.register(statsRoutes);
  await app.register(chatRoutes);
  await app.register(chatContextRoutes);
  await app.register(tradeEntryRoutes);
  await app.register(marketplaceEntryRoutes);
  await app.register(proxyRoutes);
  await app.register(thumbnailsRoutes);
  await app.register(translateRoutes);
  await app.register(playersRoutes);
  await app.register(notesRoutes);
  await app.register(casesRoutes);
  await app.register(sanctionsRoutes);
  await app.register(sanctionPresetsRoutes);
  await app.register(playerLabelsRoutes);
  await app.register(savedSearchesRoutes);
  await app.register(watchRulesRoutes);
  await app.register(alertsRoutes);
  await app.register(discordWebhooksRoutes);
  await app.register(sanctionsFeedRoutes);
  await app.register(ingestKeysRoutes);
  await app.register(ingestRoutes);
  await app.register(referenceRoutes);

  await registerStatic(app, options.webDist === null ? undefined : (options.webDist ?? DEFAULT_WEB_DIST));
  return app;
}
