// Item thumbnails through the server's proxy (docs/RULES.md, "API"): the one size and format the
// console asks for, how many asset ids one call may name, and the answer the web reads.
import { z } from 'zod';

export const THUMBNAIL_SIZE = '420x420';
export const THUMBNAIL_FORMAT = 'Png';

/** Asset ids one GET /api/proxy/roblox-thumbnails may name (one metadata call to the platform). */
export const THUMBNAIL_IDS_PER_CALL = 100;

/** imageUrl is a same-origin path, or null for an id the platform has no thumbnail for. */
export const Thumbnail = z.object({ assetId: z.number(), imageUrl: z.string().nullable() });
export const ThumbnailsResponse = z.object({ success: z.literal(true), data: z.array(Thumbnail) });
