import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { StatsResponse } from '@staff-console/domain';
import { access } from '../../../http/access';
import { getStats } from './stats.service';

export const statsRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  app.get('/api/admin/stats', { config: { access: access.admin }, schema: { response: { 200: StatsResponse } } }, async () => ({
    success: true as const,
    stats: await getStats(deps.db, deps.config.retention),
  }));
};
