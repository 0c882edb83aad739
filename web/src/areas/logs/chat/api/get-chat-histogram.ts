// GET /api/chat/histogram (docs/RULES.md, "API"): the Chat Logs search's messages in equal bars
// over its window; one request per search and window (the page number is not part of it).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChatHistogram } from '@staff-console/domain';
import { apiRequest } from '../../../../lib/api-client';

/** Times are epoch milliseconds, both ends inclusive; without them the server spans the first to the last match. */
export interface ChatHistogramRequest {
  from?: number;
  to?: number;
  search?: string;
}

export function chatHistogramParams(q: ChatHistogramRequest): URLSearchParams {
  const params = new URLSearchParams();
  if (q.search) params.set('search', q.search);
  if (q.from !== undefined) params.set('from', String(q.from));
  if (q.to !== undefined) params.set('to', String(q.to));
  return params;
}

export const getChatHistogram = (q: ChatHistogramRequest, signal?: AbortSignal): Promise<ChatHistogram> =>
  apiRequest(`/api/chat/histogram?${chatHistogramParams(q).toString()}`, { signal, schema: ChatHistogram });

export const useChatHistogram = (q: ChatHistogramRequest) =>
  useQuery({
    queryKey: ['chat', 'histogram', q] as const,
    queryFn: ({ signal }) => getChatHistogram(q, signal),
    // The bars on screen stay while the next search's load.
    placeholderData: keepPreviousData,
  });
