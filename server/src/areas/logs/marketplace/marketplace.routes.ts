import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { MarketplaceExportQuery, MarketplacePage, MarketplaceQuery } from '@staff-console/domain';
import { KEYSET_CHUNK } from '../../../db/search/keyset';
import { createSearchTotals } from '../../../db/search/text-search';
import { sendLogExport } from '../../../exports/log-export';
import { access, audit } from '../../../http/access';
import { MARKETPLACE_EXPORT } from './marketplace.csv';
import { marketplaceOrder, marketplaceText } from './marketplace.criteria';
import { marketplaceExportChunks } from './marketplace.repository';
import { listMarketplace } from './marketplace.service';

export const marketplaceRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  // Item-name totals, kept while entries keep arriving: each page of one search counts only the newer entries.
  const totals = createSearchTotals();
  app.get(
    '/api/marketplace',
    {
      config: { access: access.permission('view_marketplace') },
      schema: { querystring: MarketplaceQuery, response: { 200: MarketplacePage } },
    },
    async (request) => listMarketplace(deps.readDatabase, totals, request.query),
  );
  // The current search as a CSV download: same permission and filters as the list, no paging, no row cap.
  app.get(
    '/api/marketplace/export',
    {
      config: { access: access.permission('view_marketplace'), audit: audit.writes('marketplace_exported') },
      schema: { querystring: MarketplaceExportQuery },
    },
    async (request, reply) =>
      sendLogExport(deps, request, reply, MARKETPLACE_EXPORT, request.query, () =>
        marketplaceExportChunks(deps.readDatabase, marketplaceText(request.query), marketplaceOrder(request.query), KEYSET_CHUNK),
      ),
  );
};
