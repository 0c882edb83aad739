// GET /api/{chat,trades,marketplace}/export: the current search of a log screen as a CSV download
// (docs/RULES.md, "Investigation"). Same permission and filters as the list; no paging, no row cap.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChatExportQuery, MarketplaceExportQuery, TradesExportQuery } from '@staff-console/domain';
import { access, audit, staffOf } from '../../http/access';
import { actorOf } from '../audit/audit.service';
import { sendCsv } from './csv.stream';
import { ExportSlots } from './export-slots';
import { type CsvExport, exportChat, exportMarketplace, exportTrades } from './exports.service';

export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const slots = new ExportSlots();
  /** Runs an export within the caller's slots; the slot is held until the download is over. */
  const limited = async (request: Parameters<typeof staffOf>[0], start: () => Promise<CsvExport>): Promise<CsvExport> => {
    const release = slots.take(staffOf(request).id);
    try {
      const started = await start();
      ExportSlots.releaseWhenDone(started.stream, release);
      return started;
    } catch (error) {
      release();
      throw error;
    }
  };

  app.get(
    '/api/chat/export',
    { config: { access: access.permission('view_chat'), audit: audit.writes('chat_exported') }, schema: { querystring: ChatExportQuery } },
    async (request, reply) => {
      const { fileName, stream } = await limited(request, () => exportChat(app.database, actorOf(request), request.query));
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
      const { fileName, stream } = await limited(request, () => exportTrades(app.database, actorOf(request), request.query));
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
      const { fileName, stream } = await limited(request, () => exportMarketplace(app.database, actorOf(request), request.query));
      return sendCsv(reply, fileName, stream);
    },
  );
};
