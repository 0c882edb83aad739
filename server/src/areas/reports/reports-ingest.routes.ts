// The game's side of player reports, with an ingest key: POST /api/ingest/reports (a JSON array or
// NDJSON of report events, all or nothing, as every ingest kind) and GET /api/ingest/report-outcomes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponse,
  IngestErrorResponse,
  IngestResponse,
  INGEST_LIMITS,
  MESSAGES,
  ReportOutcomesQuery,
  ReportOutcomesResponse,
} from '@staff-console/domain';
import type { RoutesOptions } from '../../deps/deps';
import { access, audit } from '../../http/access';
import { badRequest } from '../../errors/errors';
import { ingestBodyRules, ingestStore, InvalidEventsError } from '../ingest';
import { takeDiscordQueued } from '../watch';
import { ingestReports } from './reports-ingest.service';
import { reportOutcomes } from './report-outcomes.service';

export const reportsIngestRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  ingestBodyRules(app, deps);
  // SQLite file: stored on the ingest API's own thread, as every log's batches are.
  const store = ingestStore(app, deps.database);

  app.post(
    '/api/ingest/reports',
    {
      config: { access: access.ingest, audit: audit.exempt('machine ingest from game servers: players reporting players, never a staff action') },
      bodyLimit: INGEST_LIMITS.maxBytes,
      schema: { response: { 200: IngestResponse, 400: IngestErrorResponse.or(ErrorResponse) } },
    },
    async (request, reply) => {
      if (!Array.isArray(request.body)) throw badRequest(MESSAGES.ingestNotAList);
      try {
        const result = await ingestReports(deps.database, request.body, store);
        deps.metrics?.ingest('reports', result.accepted, result.duplicates);
        // Alerts of `reports` rules bound for Discord were queued with the batch (now committed): send them now.
        if (takeDiscordQueued(deps.database.sqlite ?? deps.database)) deps.outbox.nudge();
        return { success: true as const, ...result };
      } catch (error) {
        if (error instanceof InvalidEventsError) return reply.code(400).send({ success: false, error: error.message, errors: error.errors });
        throw error;
      }
    },
  );

  app.get(
    '/api/ingest/report-outcomes',
    { config: { access: access.ingest }, schema: { querystring: ReportOutcomesQuery, response: { 200: ReportOutcomesResponse } } },
    async (request) => reportOutcomes(deps.db, request.query),
  );
};
