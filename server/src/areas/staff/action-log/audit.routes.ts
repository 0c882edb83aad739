import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { CategoriesResponse, LOG_CATEGORIES, LogsQuery, LogsResponse, permissionSubject } from '@staff-console/domain';
import { access } from '../../../http/access';
import { findActionLogs } from './action-log.repository';
import { withTargets } from './action-log.mapping';

export const auditRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  const { db } = deps;
  app.get('/api/admin/logs', { config: { access: access.admin }, schema: { querystring: LogsQuery, response: { 200: LogsResponse } } }, async (request) => {
    const q = request.query;
    const { rows, total } = await findActionLogs(db, q);
    return {
      success: true as const,
      logs: await withTargets(db, rows, permissionSubject(request.staff)),
      pagination: { page: q.page, limit: q.limit, total, pages: Math.ceil(total / q.limit) },
    };
  });

  app.get('/api/admin/log-categories', { config: { access: access.admin }, schema: { response: { 200: CategoriesResponse } } }, async () => ({
    success: true as const,
    categories: [...LOG_CATEGORIES],
  }));
};
