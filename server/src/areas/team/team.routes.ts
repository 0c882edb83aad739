// GET /api/team/stats and its CSV (administrators): what each staff member did in a window.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TeamStatsQuery, TeamStatsResponse } from '@staff-console/domain';
import type { RoutesOptions } from '../../deps/deps';
import { sendLogExport } from '../../exports/log-export';
import { access, audit } from '../../http/access';
import { TEAM_EXPORT } from './team.csv';
import { teamStats } from './team-stats.service';

export const teamRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  app.get(
    '/api/team/stats',
    { config: { access: access.admin }, schema: { querystring: TeamStatsQuery, response: { 200: TeamStatsResponse } } },
    async (request) => ({
      success: true as const,
      staff: await teamStats(deps.readDatabase.db, request.query),
    }),
  );
  // The same table as a download, on record in the action log as every export is.
  app.get(
    '/api/team/stats.csv',
    { config: { access: access.admin, audit: audit.writes('team_stats_exported') }, schema: { querystring: TeamStatsQuery } },
    async (request, reply) => {
      const staff = await teamStats(deps.readDatabase.db, request.query);
      return sendLogExport(deps, request, reply, TEAM_EXPORT, request.query, async function* () {
        yield staff;
      });
    },
  );
};
