import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { CategoriesResponse, LOG_CATEGORIES, LogsQuery, LogsResponse } from '@staff-console/domain';
import { access, callerOf } from '../../../http/access';
import { actionLogPage } from './action-log.service';

export const auditRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  app.get('/api/admin/logs', { config: { access: access.admin }, schema: { querystring: LogsQuery, response: { 200: LogsResponse } } }, async (request) =>
    actionLogPage(deps, callerOf(request), request.query),
  );

  app.get('/api/admin/log-categories', { config: { access: access.admin }, schema: { response: { 200: CategoriesResponse } } }, async () => ({
    success: true as const,
    categories: [...LOG_CATEGORIES],
  }));
};
