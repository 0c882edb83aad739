// Item thumbnails for the trade and marketplace detail dialog (docs/RULES.md, "API"):
//   GET /api/proxy/roblox-thumbnails?assetIds=1,2&size=420x420&format=Png → {success, data:[{assetId, imageUrl}]}
//   GET /api/proxy/roblox-thumbnail/:assetId.png                           → the image bytes
// imageUrl is a same-origin path (the page's CSP stays `img-src 'self' data:` and staff addresses
// are never shown to the platform), or null for an id the platform has no thumbnail for.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { z } from 'zod';
import { MESSAGES, THUMBNAIL_FORMAT, THUMBNAIL_IDS_PER_CALL, THUMBNAIL_SIZE, ThumbnailsResponse } from '@staff-console/domain';
import { access } from '../../../http/access';
import { notFound } from '../../../errors/errors';
import { createThumbnailsService } from './thumbnails.service';
import { sendImage, platformImages } from './image-reply';

export const MAX_ASSET_IDS = THUMBNAIL_IDS_PER_CALL;

/** The bytes route's path for an asset (what `imageUrl` holds). */
export const thumbnailPath = (assetId: number | string) => `/api/proxy/roblox-thumbnail/${assetId}.png`;

// Decimal digits within the safe-integer range, so the id survives JSON as a number.
const NUMERIC_ID = /^\d{1,16}$/;
const isAssetId = (text: string) => NUMERIC_ID.test(text) && Number.isSafeInteger(Number(text));

const idsMessage = 'must be a comma-separated list of numeric asset ids';

export const ThumbnailsQuery = z.object({
  assetIds: z.union([z.string(), z.array(z.string())], { error: idsMessage }).transform((value, ctx) => {
    const parts = [value]
      .flat()
      .join(',')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    if (parts.length === 0 || !parts.every(isAssetId)) {
      ctx.addIssue({ code: 'custom', message: idsMessage });
      return z.NEVER;
    }
    if (parts.length > MAX_ASSET_IDS) {
      ctx.addIssue({ code: 'custom', message: `must hold at most ${MAX_ASSET_IDS} ids` });
      return z.NEVER;
    }
    // '007' and '7' are one asset: one entry in the answer, one cache entry.
    return [...new Set(parts.map(Number))];
  }),
  size: z.literal(THUMBNAIL_SIZE, { error: `must be ${THUMBNAIL_SIZE}` }).default(THUMBNAIL_SIZE),
  format: z
    .preprocess(
      (v) => (typeof v === 'string' && v.toLowerCase() === 'png' ? THUMBNAIL_FORMAT : v),
      z.literal(THUMBNAIL_FORMAT, { error: `must be ${THUMBNAIL_FORMAT}` }),
    )
    .default(THUMBNAIL_FORMAT),
});

export const ThumbnailParams = z.object({
  assetId: z.string().refine(isAssetId, 'must be a numeric asset id'),
});

// A trade dialog shows up to a few hundred thumbnails and browsers cache them: 1,000 a minute is
// plenty for a person and stops a script from using us as an open relay to the platform.
const IMAGE_RATE_LIMIT = { max: 1000, timeWindow: '1 minute' };

export const thumbnailsRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  const thumbnails = createThumbnailsService(platformImages(deps));

  app.get(
    '/api/proxy/roblox-thumbnails',
    {
      config: { access: access.any('view_trades', 'view_marketplace') },
      schema: { querystring: ThumbnailsQuery, response: { 200: ThumbnailsResponse } },
    },
    async (request) => {
      const ids = request.query.assetIds;
      const available = await thumbnails.available(ids.map(String));
      return {
        success: true as const,
        data: ids.map((assetId) => ({ assetId, imageUrl: available.get(String(assetId)) ? thumbnailPath(assetId) : null })),
      };
    },
  );

  app.get(
    '/api/proxy/roblox-thumbnail/:assetId.png',
    { config: { access: access.public, rateLimit: IMAGE_RATE_LIMIT }, schema: { params: ThumbnailParams } },
    async (request, reply) => {
      const image = await thumbnails.image(String(Number(request.params.assetId)));
      // Unknown to the platform, or not reachable in time: the JSON route said null, so no page asks.
      if (!image) throw notFound(MESSAGES.thumbnailNotFound);
      return sendImage(reply, image.contentType, image.bytes);
    },
  );
};
