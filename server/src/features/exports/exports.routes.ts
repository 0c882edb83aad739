// GET /api/{chat,trades,marketplace}/export: the current search of a log screen as a CSV download
// (docs/RULES.md, "Investigation"). Same permission and filters as the list; no paging, no row cap.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChatExportQuery, MarketplaceExportQuery, TradesExportQuery } from '@staff-console/domain';
import { access, audit } from '../../http/access';
import { actorOf } from '../audit/audit.service';
import { sendCsv } from './csv.stream';
import { exportChat, exportMarketplace, exportTrades } from './exports.service';

export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/chat/export',
    { config: { access: access.permission('view_chat'), audit: audit.writes('chat_exported') }, schema: { querystring: ChatExportQuery } },
    async (request, reply) => {
      const { fileName, stream } = await exportChat(app.database, actorOf(request), request.query);
      return sendCsv(reply, fileName, stream);
    },
  );
  app.get(
    '/api/trades/export',
    {
      config: { access: access.permission('view_trades'), audit: audit.writes('trades_exported') },
      schema: { querystring: TradesExportQuery },
    },
    async (request, reply) => {
      const { fileName, stream } = await exportTrades(app.database, actorOf(request), request.query);
      return sendCsv(reply, fileName, stream);
    },
  );
  app.get(
    '/api/marketplace/export',
    {
      config: { access: access.permission('view_marketplace'), audit: audit.writes('marketplace_exported') },
      schema: { querystring: MarketplaceExportQuery },
    },
    async (request, reply) => {
      const { fileName, stream } = await exportMarketplace(app.database, actorOf(request), request.query);
      return sendCsv(reply, fileName, stream);
    },
  );
};
