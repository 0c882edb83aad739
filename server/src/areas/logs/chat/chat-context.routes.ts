// GET /api/chat/:id/context: what was said around a hit, by everyone, at the time
// (docs/RULES.md, "Investigation"); GET /api/chat/:id/players: whom the line concerns (its sender
// and the players it names), for a case opened from it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { ChatContextQuery, ChatContextResponse, ChatPlayersResponse, EntryIdParams, permissionSubject } from '@staff-console/domain';
import { access, staffOf } from '../../../http/access';
import { getChatContext } from './chat-context.service';
import { chatPlayers } from './chat-players.service';

export const chatContextRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  app.get(
    '/api/chat/:id/context',
    {
      config: { access: access.permission('view_chat') },
      schema: { params: EntryIdParams, querystring: ChatContextQuery, response: { 200: ChatContextResponse } },
    },
    async (request) => getChatContext(deps.readDatabase, request.params.id, request.query),
  );
  app.get(
    '/api/chat/:id/players',
    { config: { access: access.permission('view_chat') }, schema: { params: EntryIdParams, response: { 200: ChatPlayersResponse } } },
    async (request) => chatPlayers(deps.readDatabase, permissionSubject(staffOf(request)), request.params.id),
  );
};
