// Image routes read by <img> tags (docs/RULES.md, "API"): no token, numeric ids only, rate-limited,
// and always an image: the platform's avatar, or a generated placeholder when the platform fails.
// The answer for an id is the same whether or not the console has ever seen that player.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { AvatarParams } from '@staff-console/domain';
import { access } from '../../../http/access';
import { placeholderSvg } from './avatar-placeholder';
import { createAvatarService } from './avatar.service';

// A chat page shows up to 100 avatars and browsers cache them, so 1,000 a minute is generous for a
// person and still stops a script from using us as an open relay to the platform.
const AVATAR_RATE_LIMIT = { max: 1000, timeWindow: '1 minute' };
// The placeholder stands in for a failure that is retried after five minutes: browsers should ask again too.
const PLACEHOLDER_MAX_AGE = 300;
const IMAGE_MAX_AGE = 3600;
// Images never need to run or load anything.
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

export const proxyRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  const avatars = createAvatarService({
    thumbnailsUrl: deps.config.robloxThumbnailsUrl,
    imageHosts: deps.config.robloxImageHosts,
    timeoutMs: deps.config.upstreamTimeoutMs,
    log: app.log,
  });

  app.get(
    '/api/proxy/roblox-avatar/:userId',
    { config: { access: access.public, rateLimit: AVATAR_RATE_LIMIT }, schema: { params: AvatarParams } },
    async (request, reply) => {
      // '007' and '7' are the same player and share one cache entry.
      const userId = BigInt(request.params.userId).toString();
      const avatar = await avatars.get(userId);
      void reply.header('x-content-type-options', 'nosniff').header('content-security-policy', IMAGE_CSP);
      if (avatar) {
        return reply.type(avatar.contentType).header('cache-control', `public, max-age=${IMAGE_MAX_AGE}`).send(avatar.bytes);
      }
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', `public, max-age=${PLACEHOLDER_MAX_AGE}`).send(placeholderSvg(userId));
    },
  );
};
