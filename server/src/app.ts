// Builds the Fastify instance: used by main.ts and by every test.
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { auditRoutes, registerRefusalAudit, authenticate, authRoutes, twoFactorRoutes, rolesRoutes, usersRoutes } from './areas/staff';
import { healthRoutes, statsRoutes, registerMetrics, referenceRoutes } from './areas/operations';
import { ingestRoutes, ingestKeysRoutes } from './areas/ingest';
import { leaderboardsRoutes, proxyRoutes, thumbnailsRoutes, playersRoutes, playerLabelsRoutes } from './areas/players';
import { marketplaceRoutes, marketplaceEntryRoutes } from './areas/logs/marketplace';
import { itemsRoutes } from './areas/items';
import { tradesRoutes, tradeEntryRoutes } from './areas/logs/trades';
import { chatRoutes, chatContextRoutes, chatHistogramRoutes, translateRoutes } from './areas/logs/chat';
import { notesRoutes, casesRoutes, sanctionsRoutes, sanctionPresetsRoutes, sanctionsFeedRoutes } from './areas/moderation';
import { savedSearchesRoutes } from './areas/logs/saved-searches';
import { reportsIngestRoutes, reportsRoutes } from './areas/reports';
import { appealReviewRoutes, publicAppealRoutes } from './areas/appeals';
import { watchRulesRoutes, alertsRoutes, discordWebhooksRoutes } from './areas/watch';
import { teamRoutes } from './areas/team';
import { closeDeps, createDeps } from './create-deps';
import type { RoutesOptions } from './deps/deps';
import { registerAccessControl } from './http/access';
import { fastifyTrustProxy, registerForwardedForCleanup } from './http/client-address';
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
  const deps = createDeps({ config, database, log: app.log });
  app.decorate('deps', deps);
  app.addHook('onClose', () => closeDeps(deps));

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
  registerRefusalAudit(app, deps);

  app.addHook('onSend', async (request, reply) => {
    reply.removeHeader('x-powered-by');
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  registerMetrics(app, deps.metrics, config.metricsToken);
  registerNulGuard(app);
  registerAccessControl(app, (request) => authenticate(deps, request.headers.authorization), new UserRequestRate(config.userRequestsPerSecond));
  // Before every route: the document is collected from the routes as they are registered.
  await registerOpenApi(app);

  await app.register(healthRoutes, { deps });
  await app.register(publicAppealRoutes, { deps });
  // A process serving only the appeal page (SERVE=appeals) has none of the staff console's routes.
  if (config.serve === 'all') await app.register(consoleRoutes, { deps });

  await registerStatic(app, options.webDist === null ? undefined : (options.webDist ?? DEFAULT_WEB_DIST), { staffApp: config.serve === 'all' });
  return app;
}

/** The staff console's routes: every area's, but the public appeal page's. */
const consoleRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { deps }) => {
  await app.register(authRoutes, { deps });
  await app.register(twoFactorRoutes, { deps });
  await app.register(usersRoutes, { deps });
  await app.register(rolesRoutes, { deps });
  await app.register(auditRoutes, { deps });
  await app.register(tradesRoutes, { deps });
  await app.register(marketplaceRoutes, { deps });
  await app.register(leaderboardsRoutes, { deps });
  await app.register(statsRoutes, { deps });
  await app.register(teamRoutes, { deps });
  await app.register(chatRoutes, { deps });
  await app.register(chatContextRoutes, { deps });
  await app.register(chatHistogramRoutes, { deps });
  await app.register(tradeEntryRoutes, { deps });
  await app.register(marketplaceEntryRoutes, { deps });
  await app.register(itemsRoutes, { deps });
  await app.register(proxyRoutes, { deps });
  await app.register(thumbnailsRoutes, { deps });
  await app.register(translateRoutes, { deps });
  await app.register(playersRoutes, { deps });
  await app.register(notesRoutes, { deps });
  await app.register(casesRoutes, { deps });
  await app.register(sanctionsRoutes, { deps });
  await app.register(sanctionPresetsRoutes, { deps });
  await app.register(playerLabelsRoutes, { deps });
  await app.register(savedSearchesRoutes, { deps });
  await app.register(watchRulesRoutes, { deps });
  await app.register(alertsRoutes, { deps });
  await app.register(discordWebhooksRoutes, { deps });
  await app.register(sanctionsFeedRoutes, { deps });
  await app.register(ingestKeysRoutes, { deps });
  await app.register(ingestRoutes, { deps });
  await app.register(reportsRoutes, { deps });
  await app.register(reportsIngestRoutes, { deps });
  await app.register(appealReviewRoutes, { deps });
  await app.register(referenceRoutes);
};
