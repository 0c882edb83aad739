// GET /api/trades/:id/chat-context (docs/RULES.md, "Investigation"): what the trade's two players said in the ten minutes
// before it, oldest first. Needs view_chat as well as view_trades.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TradeChatContextResponse } from '@staff-console/domain';
import { apiRequest } from '../../../lib/api-client';

export const getTradeChat = (tradeId: string, signal?: AbortSignal) =>
  apiRequest(`/api/trades/${encodeURIComponent(tradeId)}/chat-context`, { schema: TradeChatContextResponse, signal });

export const tradeChatQueryOptions = (tradeId: string) =>
  queryOptions({ queryKey: ['trades', 'chat-context', tradeId], queryFn: ({ signal }) => getTradeChat(tradeId, signal) });

/** Asked for only once the user opens the section: most dialogs are opened for the items. */
export const useTradeChat = (tradeId: string, enabled: boolean) => useQuery({ ...tradeChatQueryOptions(tradeId), enabled });
