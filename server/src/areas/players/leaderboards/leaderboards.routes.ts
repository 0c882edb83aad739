import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { LeaderboardPage, LeaderboardParams, LeaderboardQuery } from '@staff-console/domain';
import { access } from '../../../http/access';
import { getLeaderboard } from './leaderboards.service';

export const leaderboardsRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  app.get(
    '/api/leaderboards/:category',
    {
      config: { access: access.authenticated },
      schema: { params: LeaderboardParams, querystring: LeaderboardQuery, response: { 200: LeaderboardPage } },
    },
    async (request) => getLeaderboard(deps.readDatabase.db, request.params.category, request.query),
  );
};
