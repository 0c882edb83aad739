// Player avatars from the game platform (docs/RULES.md, "API"): ids from concurrent requests are
// batched into one metadata call, each image is fetched once and kept in memory for an hour,
// failures for five minutes; every upstream call is bounded by UPSTREAM_TIMEOUT_MS. A failure is an
// answer (null), so the route can draw the placeholder instead of a broken image.
import type { Logger } from '../../../deps/deps';
import { z } from 'zod';
import { Batcher } from '../../../upstream/batcher';
import { fetchImage, fetchJson, UpstreamError, type UpstreamImage } from '../../../upstream/fetch';
import { TtlCache } from '../../../caches/ttl-cache';

export const AVATAR_SIZE = '150x150';
export const AVATAR_HIT_TTL_MS = 60 * 60_000;
export const AVATAR_MISS_TTL_MS = 5 * 60_000;
const BATCH_WINDOW_MS = 25;
const MAX_IDS_PER_CALL = 100;
const MAX_ENTRIES = 5000;
// 5,000 headshots at 150×150 are ~50 MB at most; the weight bound keeps odd large images in check.
const MAX_BYTES = 64 * 1024 * 1024;

// The platform's answer: {data:[{targetId, state:'Completed', imageUrl}]} (other states: Pending, Blocked, Error).
const Headshots = z.object({
  data: z.array(
    z.object({
      targetId: z.union([z.number(), z.string()]),
      state: z.string(),
      imageUrl: z.string().nullish(),
    }),
  ),
});

/** The avatar image, or null when the platform could not give one. */
export type Avatar = UpstreamImage | null;

export interface AvatarService {
  get(userId: string): Promise<Avatar>;
}

export interface AvatarOptions {
  thumbnailsUrl: string;
  /** Hosts the images themselves may come from. */
  imageHosts: readonly string[];
  timeoutMs: number;
  log: Logger;
}

export function createAvatarService({ thumbnailsUrl, imageHosts, timeoutMs, log }: AvatarOptions): AvatarService {
  const cache = new TtlCache<string, Avatar>({
    maxEntries: MAX_ENTRIES,
    maxWeight: MAX_BYTES,
    weigh: (avatar) => avatar?.bytes.byteLength ?? 0,
  });

  const imageUrls = new Batcher<string, string>({
    windowMs: BATCH_WINDOW_MS,
    maxBatch: MAX_IDS_PER_CALL,
    run: async (userIds) => {
      const url = new URL(`${thumbnailsUrl}/v1/users/avatar-headshot`);
      url.search = new URLSearchParams({ userIds: userIds.join(','), size: AVATAR_SIZE, format: 'Png', isCircular: 'false' }).toString();
      try {
        const parsed = Headshots.safeParse(await fetchJson(url, timeoutMs));
        if (!parsed.success) throw new UpstreamError('invalid', 'avatar metadata has an unexpected shape');
        const found = new Map<string, string>();
        for (const item of parsed.data.data) {
          if (item.state === 'Completed' && item.imageUrl) found.set(String(item.targetId), item.imageUrl);
        }
        return found;
      } catch (error) {
        // Logged once per batch: one outage must not write a hundred lines per page.
        log.warn({ err: error, ids: userIds.length }, 'avatar metadata request failed');
        throw error;
      }
    },
  });

  async function load(userId: string): Promise<Avatar> {
    let imageUrl: string | undefined;
    try {
      imageUrl = await imageUrls.load(userId);
    } catch {
      return null;
    }
    if (!imageUrl) return null;
    try {
      return await fetchImage(imageUrl, timeoutMs, { allowedHosts: imageHosts });
    } catch (error) {
      log.warn({ err: error, userId }, 'avatar image request failed');
      return null;
    }
  }

  return {
    get: (userId) =>
      cache.getOrLoad(
        userId,
        () => load(userId),
        (avatar) => (avatar ? AVATAR_HIT_TTL_MS : AVATAR_MISS_TTL_MS),
      ),
  };
}
