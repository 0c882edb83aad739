import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LeaderboardPage, LeaderboardParams, LeaderboardQuery } from '@staff-console/domain';
import { access } from '../../../http/access';
import { getLeaderboard } from './leaderboards.service';

export const leaderboardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/leaderboards/:category',
    {
      config: { access: access.authenticated },
      schema: { params: LeaderboardParams, querystring: LeaderboardQuery, response: { 200: LeaderboardPage } },
    },
    async (request) => getLeaderboard(app.readDatabase.db, request.params.category, request.query),
  );
};
