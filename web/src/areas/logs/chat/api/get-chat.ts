// GET /api/chat (docs/RULES.md, "API"): one page of chat messages, newest first; the server searches and pages.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_PAGE_SIZE, ChatPage } from '@staff-console/domain';
import { apiRequest } from '../../../../lib/api-client';

/** What the screen asks for; times are epoch milliseconds, both ends inclusive. */
export interface ChatRequest {
  page: number;
  limit?: number;
  from?: number;
  to?: number;
  search?: string;
}

export const chatKeys = {
  all: ['chat'] as const,
  page: (q: ChatRequest) => ['chat', 'page', q] as const,
};

export function chatSearchParams(q: ChatRequest): URLSearchParams {
  const params = new URLSearchParams({ page: String(q.page), limit: String(q.limit ?? CHAT_PAGE_SIZE) });
  if (q.from !== undefined) params.set('from', String(q.from));
  if (q.to !== undefined) params.set('to', String(q.to));
  if (q.search) params.set('search', q.search);
  return params;
}

export const getChat = (q: ChatRequest, signal?: AbortSignal): Promise<ChatPage> =>
  apiRequest(`/api/chat?${chatSearchParams(q).toString()}`, { signal, schema: ChatPage });

export const chatQueryOptions = (q: ChatRequest) =>
  queryOptions({
    queryKey: chatKeys.page(q),
    queryFn: ({ signal }) => getChat(q, signal),
    // The previous page stays on screen (under a progress bar) while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useChat = (q: ChatRequest, options: { enabled?: boolean } = {}) => useQuery({ ...chatQueryOptions(q), enabled: options.enabled ?? true });
