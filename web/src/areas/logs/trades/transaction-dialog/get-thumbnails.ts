// GET /api/proxy/roblox-thumbnails (docs/RULES.md, "API"): same-origin image paths for asset ids, null for ids
// the platform does not know. At most 100 ids per call, so a large trade asks in several calls.
import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';

export const THUMBNAIL_SIZE = '420x420';
export const THUMBNAIL_FORMAT = 'Png';
const IDS_PER_CALL = 100;

// The server's answer (server/src/features/proxy/thumbnails.routes.ts).
const ThumbnailsResponse = z.object({
  success: z.literal(true),
  data: z.array(z.object({ assetId: z.number(), imageUrl: z.string().nullable() })),
});

/** Asset id → image path, or null when the platform has no thumbnail for it. */
export type Thumbnails = Record<number, string | null>;

export async function getThumbnails(assetIds: readonly number[], signal?: AbortSignal): Promise<Thumbnails> {
  const chunks: number[][] = [];
  for (let i = 0; i < assetIds.length; i += IDS_PER_CALL) chunks.push(assetIds.slice(i, i + IDS_PER_CALL));
  const answers = await Promise.all(
    chunks.map((ids) => {
      const query = new URLSearchParams({ assetIds: ids.join(','), size: THUMBNAIL_SIZE, format: THUMBNAIL_FORMAT });
      return apiRequest(`/api/proxy/roblox-thumbnails?${query.toString()}`, { schema: ThumbnailsResponse, signal });
    }),
  );
  const thumbnails: Thumbnails = {};
  for (const answer of answers) for (const { assetId, imageUrl } of answer.data) thumbnails[assetId] = imageUrl;
  return thumbnails;
}

export const thumbnailsQueryOptions = (assetIds: readonly number[]) => {
  const ids = [...new Set(assetIds)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['thumbnails', ids],
    queryFn: ({ signal }) => getThumbnails(ids, signal),
    enabled: ids.length > 0,
    staleTime: 10 * 60_000,
    // A missing picture is not worth a second wait: the dialog shows its placeholders instead.
    retry: false,
  });
};

/** Thumbnail failures are only logged (docs/RULES.md, "Messages"); the dialog then shows placeholders. */
export function useThumbnails(assetIds: readonly number[]) {
  const query = useQuery(thumbnailsQueryOptions(assetIds));
  const { error } = query;
  useEffect(() => {
    if (error) console.warn('Item thumbnails could not be loaded:', error.message);
  }, [error]);
  return { thumbnails: query.data ?? {}, loading: query.isLoading };
}
