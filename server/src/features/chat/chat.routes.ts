// GET /api/chat: newest first, substring search, time window, exact totals (docs/RULES.md, "API").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChatPage, ChatQuery } from '@staff-console/domain';
import { access } from '../../http/access';
import { createChatCounts, getChatPage } from './chat.service';

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const counts = createChatCounts();
  app.get(
    '/api/chat',
    { config: { access: access.permission('view_chat') }, schema: { querystring: ChatQuery, response: { 200: ChatPage } } },
    async (request) => getChatPage(app.database, counts, request.query),
  );
};
