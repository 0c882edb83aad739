// Discord webhooks (admin): GET/POST /api/admin/discord-webhooks, DELETE /api/admin/discord-webhooks/:id.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { DISCORD_WEBHOOK_ACTIONS, DiscordWebhookBody, DiscordWebhookResponse, DiscordWebhooksResponse, IdParams, OkResponse } from '@staff-console/domain';
import { access, audit } from '../../../http/access';
import { actorOf } from '../../../action-log/record';
import { pendingMigrations } from '../../../db/migrations';
import { createWebhookUrlSealer } from '../../../upstream/discord-webhook-url';
import { createWebhook, deleteWebhook, listWebhooks, sealStoredWebhookUrls } from './discord-webhooks.service';

export const discordWebhooksRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  const sealer = createWebhookUrlSealer(deps.config.jwtSecret);
  // Webhooks registered before URLs were sealed: sealed before the server answers anyone. A server
  // that starts before its database is reachable or migrated still starts (its health says why);
  // the sender reads a URL still in the clear, and the next start seals it.
  app.addHook('onReady', async () => {
    try {
      if ((await pendingMigrations(deps.database)).length > 0) return;
      const sealed = await sealStoredWebhookUrls(deps.database, sealer);
      if (sealed > 0) app.log.info({ sealed }, 'sealed Discord webhook URLs stored in the clear');
    } catch (err) {
      app.log.warn({ err }, 'could not seal Discord webhook URLs stored in the clear; the next start tries again');
    }
  });
  app.get('/api/admin/discord-webhooks', { config: { access: access.admin }, schema: { response: { 200: DiscordWebhooksResponse } } }, async () => ({
    success: true as const,
    webhooks: await listWebhooks(deps.database),
  }));
  app.post(
    '/api/admin/discord-webhooks',
    {
      config: { access: access.admin, audit: audit.writes(DISCORD_WEBHOOK_ACTIONS.created) },
      schema: { body: DiscordWebhookBody, response: { 201: DiscordWebhookResponse } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ success: true, webhook: await createWebhook(deps.database, actorOf(request), deps.config.discordWebhookHosts, sealer, request.body) }),
  );
  app.delete(
    '/api/admin/discord-webhooks/:id',
    { config: { access: access.admin, audit: audit.writes(DISCORD_WEBHOOK_ACTIONS.deleted) }, schema: { params: IdParams, response: { 200: OkResponse } } },
    async (request) => {
      await deleteWebhook(deps.database, actorOf(request), request.params.id);
      return { success: true as const };
    },
  );
};
