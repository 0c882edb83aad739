import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { ActivityResponse, StatsResponse } from '@staff-console/domain';
import { access } from '../../../http/access';
import { viewerOf } from '../../watch';
import { activity } from './activity.service';
import { getStats } from './stats.service';

export const statsRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  app.get('/api/admin/stats', { config: { access: access.admin }, schema: { response: { 200: StatsResponse } } }, async () => ({
    success: true as const,
    stats: await getStats(deps.db, deps.config.retention),
  }));
  // The dashboard's activity chart: every signed-in staff member, each log's hours by its view permission.
  app.get('/api/stats/activity', { config: { access: access.authenticated }, schema: { response: { 200: ActivityResponse } } }, async (request) => ({
    success: true as const,
    ...(await activity(deps.readDatabase, viewerOf(request))),
  }));
};
