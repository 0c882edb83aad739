// Discord webhooks (admin): GET/POST /api/admin/discord-webhooks, DELETE /api/admin/discord-webhooks/:id.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DISCORD_WEBHOOK_ACTIONS, DiscordWebhookBody, DiscordWebhookResponse, DiscordWebhooksResponse, IdParams, OkResponse } from '@staff-console/domain';
import { access, audit } from '../../http/access';
import { actorOf } from '../../action-log/record';
import { createWebhook, deleteWebhook, listWebhooks } from './discord-webhooks.service';

export const discordWebhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/discord-webhooks', { config: { access: access.admin }, schema: { response: { 200: DiscordWebhooksResponse } } }, async () => ({
    success: true as const,
    webhooks: await listWebhooks(app.database),
  }));
  app.post(
    '/api/admin/discord-webhooks',
    {
      config: { access: access.admin, audit: audit.writes(DISCORD_WEBHOOK_ACTIONS.created) },
      schema: { body: DiscordWebhookBody, response: { 201: DiscordWebhookResponse } },
    },
    async (request, reply) =>
      reply.code(201).send({ success: true, webhook: await createWebhook(app.database, actorOf(request), app.config.discordWebhookHosts, request.body) }),
  );
  app.delete(
    '/api/admin/discord-webhooks/:id',
    { config: { access: access.admin, audit: audit.writes(DISCORD_WEBHOOK_ACTIONS.deleted) }, schema: { params: IdParams, response: { 200: OkResponse } } },
    async (request) => {
      await deleteWebhook(app.database, actorOf(request), request.params.id);
      return { success: true as const };
    },
  );
};
