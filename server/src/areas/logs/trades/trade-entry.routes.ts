// One trade by id (permalinks to the trade dialog) and the chat of its players just before it.
// The chat needs view_chat as well: holding view_trades alone must not reveal what players said.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { EntryIdParams, TradeChatContextResponse, TradeResponse } from '@staff-console/domain';
import { access } from '../../../http/access';
import { getTrade, getTradeChatContext } from './trade-entry.service';

export const tradeEntryRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  app.get(
    '/api/trades/:id',
    { config: { access: access.permission('view_trades') }, schema: { params: EntryIdParams, response: { 200: TradeResponse } } },
    async (request) => getTrade(deps.readDatabase, request.params.id),
  );
  app.get(
    '/api/trades/:id/chat-context',
    {
      config: { access: access.all('view_trades', 'view_chat') },
      schema: { params: EntryIdParams, response: { 200: TradeChatContextResponse } },
    },
    async (request) => getTradeChatContext(deps.readDatabase, request.params.id),
  );
};
