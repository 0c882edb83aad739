// GET /api/chat/histogram: the Chat Logs search's messages over time, in equal bars (docs/RULES.md, "API").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { ChatHistogram, ChatHistogramQuery } from '@staff-console/domain';
import { access, staffOf } from '../../../http/access';
import { getChatHistogram } from './chat-histogram.service';

export const chatHistogramRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  app.get(
    '/api/chat/histogram',
    { config: { access: access.permission('view_chat') }, schema: { querystring: ChatHistogramQuery, response: { 200: ChatHistogram } } },
    async (request) => getChatHistogram(deps.readDatabase, request.query, staffOf(request).id),
  );
};
