// The staff's routes of player reports: the queue, reports, a reporter's record and the chat before
// a report (view_moderation; the chat also needs view_chat), claiming and resolving (moderate).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HexIdParam,
  ReportClaimBody,
  ReportClaimResponse,
  ReportContextResponse,
  ReporterParams,
  ReporterRecordResponse,
  ReportQueueQuery,
  ReportQueueResponse,
  ReportResolveBody,
  ReportResolveResponse,
  ReportsQuery,
  ReportsResponse,
} from '@staff-console/domain';
import type { RoutesOptions } from '../../deps/deps';
import { access, audit } from '../../http/access';
import { moderationAccess, moderatorOf } from '../moderation';
import { claim } from './report-claims.service';
import { resolve } from './report-resolve.service';
import { reportContext, reportQueue, reporter, reports } from './reports.service';

const { view, moderate } = moderationAccess;

export const reportsRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  app.get(
    '/api/reports/queue',
    { config: { access: view }, schema: { querystring: ReportQueueQuery, response: { 200: ReportQueueResponse } } },
    async (request) => reportQueue(deps.db, moderatorOf(request).id, request.query),
  );
  app.get('/api/reports', { config: { access: view }, schema: { querystring: ReportsQuery, response: { 200: ReportsResponse } } }, async (request) =>
    reports(deps.db, request.query),
  );
  app.get(
    '/api/reports/reporters/:userId',
    { config: { access: view }, schema: { params: ReporterParams, response: { 200: ReporterRecordResponse } } },
    async (request) => reporter(deps.db, request.params.userId),
  );
  app.get(
    '/api/reports/:id/context',
    {
      config: { access: access.all('view_moderation', 'view_chat') },
      schema: { params: z.object({ id: HexIdParam }), response: { 200: ReportContextResponse } },
    },
    async (request) => reportContext(deps.db, request.params.id),
  );
  app.post(
    '/api/reports/claim',
    { config: { access: moderate, audit: audit.writes('reports_claimed') }, schema: { body: ReportClaimBody, response: { 200: ReportClaimResponse } } },
    async (request) => claim(deps.database, moderatorOf(request), request.body),
  );
  app.post(
    '/api/reports/resolve',
    { config: { access: moderate, audit: audit.writes('reports_resolved') }, schema: { body: ReportResolveBody, response: { 200: ReportResolveResponse } } },
    async (request) => resolve(deps.database, moderatorOf(request), request.body),
  );
};
