// GET /api/chat/:id/context: what was said around a hit, by everyone, at the time
// (docs/RULES.md, "Investigation").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChatContextQuery, ChatContextResponse, EntryIdParams } from '@staff-console/domain';
import { access } from '../../http/access';
import { getChatContext } from './chat-context.service';

export const chatContextRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/chat/:id/context',
    {
      config: { access: access.permission('view_chat') },
      schema: { params: EntryIdParams, querystring: ChatContextQuery, response: { 200: ChatContextResponse } },
    },
    async (request) => getChatContext(app.readDatabase, request.params.id, request.query),
  );
};
