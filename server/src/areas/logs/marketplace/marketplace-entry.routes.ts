// GET /api/marketplace/:id: one purchase by id, so a copied link to its dialog opens for anyone
// allowed to see the marketplace log, whichever page it is on for them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { EntryIdParams, MarketplaceEntryResponse } from '@staff-console/domain';
import { access } from '../../../http/access';
import { getMarketplaceEntry } from './marketplace-entry.service';

export const marketplaceEntryRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  app.get(
    '/api/marketplace/:id',
    {
      config: { access: access.permission('view_marketplace') },
      schema: { params: EntryIdParams, response: { 200: MarketplaceEntryResponse } },
    },
    async (request) => getMarketplaceEntry(deps.readDatabase, request.params.id),
  );
};
