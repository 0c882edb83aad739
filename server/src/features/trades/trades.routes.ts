import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TradesPage, TradesQuery } from '@staff-console/domain';
import { access } from '../../http/access';
import { listTrades } from './trades.service';

export const tradesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/trades',
    {
      config: { access: access.permission('view_trades') },
      schema: { querystring: TradesQuery, response: { 200: TradesPage } },
    },
    async (request) => listTrades(app.database, request.query),
  );
};
