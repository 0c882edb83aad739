import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MarketplacePage, MarketplaceQuery } from '@staff-console/domain';
import { access } from '../../http/access';
import { listMarketplace } from './marketplace.service';

export const marketplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/marketplace',
    {
      config: { access: access.permission('view_marketplace') },
      schema: { querystring: MarketplaceQuery, response: { 200: MarketplacePage } },
    },
    async (request) => listMarketplace(app.database, request.query),
  );
};
