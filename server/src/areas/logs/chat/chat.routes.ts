// GET /api/chat: newest first, substring search, time window, exact totals (docs/RULES.md, "API").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { ChatExportQuery, ChatPage, ChatQuery } from '@staff-console/domain';
import { sendLogExport } from '../../../exports/log-export';
import { access, audit, staffOf } from '../../../http/access';
import { CHAT_EXPORT } from './chat.csv';
import { chatExportChunks } from './chat.repository';
import { createChatCounts, getChatPage } from './chat.service';

export const chatRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  const counts = createChatCounts();
  app.get(
    '/api/chat',
    { config: { access: access.permission('view_chat') }, schema: { querystring: ChatQuery, response: { 200: ChatPage } } },
    async (request) => getChatPage(deps.readDatabase, counts, request.query, staffOf(request).id),
  );
  // The current search as a CSV download: same permission and filters as the list, no paging, no row cap.
  app.get(
    '/api/chat/export',
    { config: { access: access.permission('view_chat'), audit: audit.writes('chat_exported') }, schema: { querystring: ChatExportQuery } },
    async (request, reply) =>
      sendLogExport(deps, request, reply, CHAT_EXPORT, request.query, () =>
        chatExportChunks(deps.readDatabase, { search: request.query.search, window: { from: request.query.from, to: request.query.to } }),
      ),
  );
};
