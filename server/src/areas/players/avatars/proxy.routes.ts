// Image routes read by <img> tags (docs/RULES.md, "API"): no token, numeric ids only, rate-limited,
// and always an image: the platform's avatar, or a generated placeholder when the platform fails.
// The answer for an id is the same whether or not the console has ever seen that player.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { AvatarParams } from '@staff-console/domain';
import { access } from '../../../http/access';
import { placeholderSvg } from './avatar-placeholder';
import { createAvatarService } from './avatar.service';
import { platformImages, sendImage } from './image-reply';

// A chat page shows up to 100 avatars and browsers cache them, so 1,000 a minute is generous for a
// person and still stops a script from using us as an open relay to the platform.
const AVATAR_RATE_LIMIT = { max: 1000, timeWindow: '1 minute' };
// The placeholder stands in for a failure that is retried after five minutes: browsers should ask again too.
const PLACEHOLDER_MAX_AGE = 300;

export const proxyRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  const avatars = createAvatarService(platformImages(deps));

  app.get(
    '/api/proxy/roblox-avatar/:userId',
    { config: { access: access.public, rateLimit: AVATAR_RATE_LIMIT }, schema: { params: AvatarParams } },
    async (request, reply) => {
      // '007' and '7' are the same player and share one cache entry.
      const userId = BigInt(request.params.userId).toString();
      const avatar = await avatars.get(userId);
      if (avatar) return sendImage(reply, avatar.contentType, avatar.bytes);
      return sendImage(reply, 'image/svg+xml; charset=utf-8', placeholderSvg(userId), PLACEHOLDER_MAX_AGE);
    },
  );
};
