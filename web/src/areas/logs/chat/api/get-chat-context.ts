// GET /api/chat/:id/context (docs/RULES.md, "Investigation"): the visible messages of every player just before and just
// after one message, oldest first, the message itself among them; of the message's game server only, or of every
// server (absent: the server's default, its own server when the message has one).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChatContextResponse, type ChatContextScope } from '@staff-console/domain';
import { apiRequest } from '../../../../lib/api-client';

/** Messages asked for on each side of the hit. */
export const CONTEXT_SIDE = 25;

export const getChatContext = (id: string, scope?: ChatContextScope, signal?: AbortSignal) =>
  apiRequest(`/api/chat/${encodeURIComponent(id)}/context?before=${CONTEXT_SIDE}&after=${CONTEXT_SIDE}${scope ? `&scope=${scope}` : ''}`, {
    schema: ChatContextResponse,
    signal,
  });

export const chatContextQueryOptions = (id: string, scope?: ChatContextScope) =>
  queryOptions({
    queryKey: ['chat', 'context', id, scope ?? 'default'],
    queryFn: ({ signal }) => getChatContext(id, scope, signal),
    // Switching between one server and all servers keeps the list in view until the other arrives
    // (never another message's list).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });

export const useChatContext = (id: string | null, scope?: ChatContextScope) => useQuery({ ...chatContextQueryOptions(id ?? '', scope), enabled: id !== null });
