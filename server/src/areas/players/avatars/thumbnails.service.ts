// Item thumbnails from the game platform (docs/RULES.md, "API"). Asset ids asked for at about the
// same time are batched into one metadata call of at most 100 ids; what the platform said is kept in memory (an
// image URL for an hour, "unknown" for ten minutes, a failure for half a minute) and each image is
// downloaded once and kept under a byte budget. Every upstream call is bounded by UPSTREAM_TIMEOUT_MS,
// and a failure is an answer (null), never an error for the caller.
import type { Logger } from '../../../deps/deps';
import { z } from 'zod';
import { THUMBNAIL_FORMAT, THUMBNAIL_IDS_PER_CALL, THUMBNAIL_SIZE } from '@staff-console/domain';
import { Batcher } from '../../../upstream/batcher';
import { fetchImage, fetchJson, UpstreamError, type UpstreamImage } from '../../../upstream/fetch';
import { TtlCache } from '../../../caches/ttl-cache';

export const FOUND_TTL_MS = 60 * 60_000;
export const UNKNOWN_TTL_MS = 10 * 60_000;
export const FAILED_TTL_MS = 30_000;
const BATCH_WINDOW_MS = 25;
const MAX_URL_ENTRIES = 50_000;
const MAX_IMAGE_ENTRIES = 5000;
// 420×420 PNGs are 30–150 KB; 96 MB holds the items of a busy hour of moderation.
const MAX_IMAGE_BYTES = 96 * 1024 * 1024;

// The platform's answer: {data:[{targetId, state:'Completed', imageUrl}]} (other states: Pending,
// Blocked, Error, InReview; ids it does not know are simply missing).
const AssetThumbnails = z.object({
  data: z.array(
    z.object({
      targetId: z.union([z.number(), z.string()]),
      state: z.string(),
      imageUrl: z.string().nullish(),
    }),
  ),
});

/** What the platform said about one asset. */
type Lookup = { kind: 'found'; url: string } | { kind: 'unknown' } | { kind: 'failed' };

const ttlOf = (lookup: Lookup) => (lookup.kind === 'found' ? FOUND_TTL_MS : lookup.kind === 'unknown' ? UNKNOWN_TTL_MS : FAILED_TTL_MS);

export interface ThumbnailsService {
  /** Whether the platform has a thumbnail for each id (ids as canonical decimal text). */
  available(assetIds: readonly string[]): Promise<Map<string, boolean>>;
  /** The image bytes, or null when the platform has none or could not be reached in time. */
  image(assetId: string): Promise<UpstreamImage | null>;
}

export interface ThumbnailsOptions {
  thumbnailsUrl: string;
  /** Hosts the images themselves may come from. */
  imageHosts: readonly string[];
  timeoutMs: number;
  log: Logger;
}

export function createThumbnailsService({ thumbnailsUrl, imageHosts, timeoutMs, log }: ThumbnailsOptions): ThumbnailsService {
  const lookups = new TtlCache<string, Lookup>({ maxEntries: MAX_URL_ENTRIES });
  const images = new TtlCache<string, UpstreamImage | null>({
    maxEntries: MAX_IMAGE_ENTRIES,
    maxWeight: MAX_IMAGE_BYTES,
    weigh: (image) => image?.bytes.byteLength ?? 0,
  });

  const metadata = new Batcher<string, string>({
    windowMs: BATCH_WINDOW_MS,
    maxBatch: THUMBNAIL_IDS_PER_CALL,
    run: async (assetIds) => {
      const url = new URL(`${thumbnailsUrl}/v1/assets`);
      url.search = new URLSearchParams({
        assetIds: assetIds.join(','),
        size: THUMBNAIL_SIZE,
        format: THUMBNAIL_FORMAT,
        isCircular: 'false',
      }).toString();
      try {
        const parsed = AssetThumbnails.safeParse(await fetchJson(url, timeoutMs));
        if (!parsed.success) throw new UpstreamError('invalid', 'thumbnail metadata has an unexpected shape');
        const found = new Map<string, string>();
        for (const item of parsed.data.data) {
          if (item.state === 'Completed' && item.imageUrl) found.set(String(item.targetId), item.imageUrl);
        }
        return found;
      } catch (error) {
        // Logged once per batch: one outage must not write a hundred lines per dialog.
        log.warn({ err: error, ids: assetIds.length }, 'thumbnail metadata request failed');
        throw error;
      }
    },
  });

  const lookup = (assetId: string): Promise<Lookup> =>
    lookups.getOrLoad(
      assetId,
      () =>
        metadata.load(assetId).then(
          (url): Lookup => (url ? { kind: 'found', url } : { kind: 'unknown' }),
          (): Lookup => ({ kind: 'failed' }),
        ),
      ttlOf,
    );

  async function download(assetId: string): Promise<UpstreamImage | null> {
    const found = await lookup(assetId);
    if (found.kind !== 'found') return null;
    try {
      return await fetchImage(found.url, timeoutMs, { allowedHosts: imageHosts });
    } catch (error) {
      log.warn({ err: error, assetId }, 'thumbnail image request failed');
      return null;
    }
  }

  return {
    async available(assetIds) {
      const answers = await Promise.all(assetIds.map(async (id) => [id, (await lookup(id)).kind === 'found'] as const));
      return new Map(answers);
    },
    image: (assetId) =>
      images.getOrLoad(
        assetId,
        () => download(assetId),
        (image) => (image ? FOUND_TTL_MS : FAILED_TTL_MS),
      ),
  };
}
