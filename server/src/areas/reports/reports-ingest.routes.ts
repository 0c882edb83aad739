// The game's side of player reports, with an ingest key: POST /api/ingest/reports (a JSON array or
// NDJSON of report events, all or nothing, as every ingest kind) and GET /api/ingest/report-outcomes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReportOutcomesQuery, ReportOutcomesResponse } from '@staff-console/domain';
import type { RoutesOptions } from '../../deps/deps';
import { access } from '../../http/access';
import { ingestBodyRules, ingestRoute, ingestStore } from '../ingest';
import { ingestReports } from './reports-ingest.service';
import { reportOutcomes } from './report-outcomes.service';

export const reportsIngestRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  ingestBodyRules(app, deps);
  // SQLite file: stored on the ingest API's own thread, as every log's batches are.
  const store = ingestStore(app, deps.database);

  ingestRoute(app, deps, 'reports', 'machine ingest from game servers: players reporting players, never a staff action', (events) =>
    ingestReports(deps.database, events, store),
  );

  app.get(
    '/api/ingest/report-outcomes',
    { config: { access: access.ingest }, schema: { querystring: ReportOutcomesQuery, response: { 200: ReportOutcomesResponse } } },
    async (request) => reportOutcomes(deps.db, request.query),
  );
};
