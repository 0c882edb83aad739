// GET /api/items/history (view_marketplace): one item's purchases per day and its outliers, for the item chart.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ItemHistoryQuery, ItemHistoryResponse } from '@staff-console/domain';
import type { RoutesOptions } from '../../deps/deps';
import { access } from '../../http/access';
import { getItemHistory } from './item-history.service';

export const itemsRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  app.get(
    '/api/items/history',
    { config: { access: access.permission('view_marketplace') }, schema: { querystring: ItemHistoryQuery, response: { 200: ItemHistoryResponse } } },
    async (request) => getItemHistory(deps.readDatabase, request.query.name, request.query.days),
  );
};
