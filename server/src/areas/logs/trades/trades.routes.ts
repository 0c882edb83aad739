import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { TradesExportQuery, TradesPage, TradesQuery } from '@staff-console/domain';
import type { Database } from '../../../db/database';
import { KEYSET_CHUNK } from '../../../db/search/keyset';
import { createSearchTotals } from '../../../db/search/text-search';
import { sendLogExport } from '../../../exports/log-export';
import { access, audit } from '../../../http/access';
import { TRADES_EXPORT } from './trades.csv';
import { tradeCriteria, tradeOrder } from './trades.criteria';
import { tradeExportChunks } from './trades.repository';
import { listTrades } from './trades.service';

export const tradesRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  // Text-search totals, kept while trades keep arriving: each page of one search counts only the newer trades.
  const totals = createSearchTotals();
  app.get(
    '/api/trades',
    {
      config: { access: access.permission('view_trades') },
      schema: { querystring: TradesQuery, response: { 200: TradesPage } },
    },
    async (request) => listTrades(deps.readDatabase, totals, request.query),
  );
  // The current search as a CSV download: same permission and filters as the list, no paging, no row cap.
  app.get(
    '/api/trades/export',
    {
      config: { access: access.permission('view_trades'), audit: audit.writes('trades_exported') },
      schema: { querystring: TradesExportQuery },
    },
    async (request, reply) => sendLogExport(deps, request, reply, TRADES_EXPORT, request.query, () => tradeRows(deps.readDatabase, request.query)),
  );
};

/** The trades of the list's criteria; the criteria are worked out when the download starts reading. */
async function* tradeRows(database: Database, query: TradesExportQuery) {
  yield* tradeExportChunks(database, await tradeCriteria(database, query), tradeOrder(query), KEYSET_CHUNK);
}
