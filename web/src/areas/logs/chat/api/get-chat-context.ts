// GET /api/chat/:id/context (docs/RULES.md, "Investigation"): the visible messages of every player just before and just
// after one message, oldest first, the message itself among them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChatContextResponse } from '@staff-console/domain';
import { apiRequest } from '../../../../lib/api-client';

/** Messages asked for on each side of the hit. */
export const CONTEXT_SIDE = 25;

export const getChatContext = (id: string, signal?: AbortSignal) =>
  apiRequest(`/api/chat/${encodeURIComponent(id)}/context?before=${CONTEXT_SIDE}&after=${CONTEXT_SIDE}`, {
    schema: ChatContextResponse,
    signal,
  });

export const chatContextQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['chat', 'context', id],
    queryFn: ({ signal }) => getChatContext(id, signal),
  });

export const useChatContext = (id: string | null) => useQuery({ ...chatContextQueryOptions(id ?? ''), enabled: id !== null });
