// GET /api/proxy/roblox-thumbnails (docs/RULES.md, "API"): same-origin image paths for asset ids, null for ids
// the platform does not know. At most 100 ids per call, so a large trade asks in several calls.
import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { THUMBNAIL_FORMAT, THUMBNAIL_IDS_PER_CALL, THUMBNAIL_SIZE, ThumbnailsResponse } from '@staff-console/domain';
import { apiRequest } from '../../../lib/api-client';

/** Asset id → image path, or null when the platform has no thumbnail for it. */
export type Thumbnails = Record<number, string | null>;

export async function getThumbnails(assetIds: readonly number[], signal?: AbortSignal): Promise<Thumbnails> {
  const chunks: number[][] = [];
  for (let i = 0; i < assetIds.length; i += THUMBNAIL_IDS_PER_CALL) chunks.push(assetIds.slice(i, i + THUMBNAIL_IDS_PER_CALL));
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
