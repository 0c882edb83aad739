// Reading one entry and what surrounds it (docs/RULES.md, "Investigation"): a chat message's context, the chat of a
// trade's two players just before it, and single trades / marketplace entries for permalinks.
import { z } from 'zod';
import { HEX_ID } from '../permissions';
import { ChatMessage } from './chat';
import { oneOf, queryInt } from './common';
import { MarketplaceEntry } from './marketplace';
import { Trade } from './trades';
import { CHAT_CONTEXT_DEFAULT, CHAT_CONTEXT_MAX, TRADE_CHAT_WINDOW_MS } from '../limits';

export const INVESTIGATION_MESSAGES = {
  chatMessageNotFound: 'Chat message not found',
  tradeNotFound: 'Trade not found',
  marketplaceEntryNotFound: 'Marketplace entry not found',
} as const;

/** At most this many messages are returned for a trade (the busiest ten minutes stay readable). */
export const TRADE_CHAT_MAX = 500;

/** A stored row's id (24 hexadecimal digits); a pasted upper-case id is the same id. */
export const EntryIdParams = z.object({
  id: z.string().trim().toLowerCase().regex(HEX_ID, 'must be a 24-character hexadecimal id'),
});
export type EntryIdParams = z.infer<typeof EntryIdParams>;

const contextSide = queryInt(1, CHAT_CONTEXT_MAX).default(CHAT_CONTEXT_DEFAULT);

/** Whose lines surround a hit: those of its game server only, or of every server. */
export const CHAT_CONTEXT_SCOPES = ['server', 'all'] as const;
export type ChatContextScope = (typeof CHAT_CONTEXT_SCOPES)[number];

export const ChatContextQuery = z.object({
  /** Visible messages just before the hit (1–100; default 25). */
  before: contextSide,
  /** Visible messages just after the hit (1–100; default 25). */
  after: contextSide,
  /** Absent: 'server' when the hit has a game server, else 'all'. */
  scope: oneOf(CHAT_CONTEXT_SCOPES).optional(),
});
export type ChatContextQuery = z.infer<typeof ChatContextQuery>;

export const ChatContextResponse = z.object({
  success: z.literal(true),
  /** Oldest first, the hit among them. */
  data: z.array(ChatMessage),
  hitId: z.string(),
  /** The scope used: 'all' when the hit has no game server, whatever was asked. */
  scope: z.enum(CHAT_CONTEXT_SCOPES),
});
export type ChatContextResponse = z.infer<typeof ChatContextResponse>;

export const TradeChatContextResponse = z.object({
  success: z.literal(true),
  /** Both players' visible messages in [date − 10 min, date], oldest first, at most 500. */
  data: z.array(ChatMessage),
  /** The window read (ISO 8601), so the screen can say which ten minutes these are. */
  from: z.string(),
  to: z.string(),
  /** Whether more than the cap fell in the window (the newest are kept: the lead-up to the trade). */
  truncated: z.boolean(),
  /** Trade sides whose player could not be identified (no id, and no player of that name); left out. */
  unresolved: z.array(z.string()),
});
export type TradeChatContextResponse = z.infer<typeof TradeChatContextResponse>;

export const TradeResponse = z.object({ success: z.literal(true), data: Trade });
export type TradeResponse = z.infer<typeof TradeResponse>;

export const MarketplaceEntryResponse = z.object({ success: z.literal(true), data: MarketplaceEntry });
export type MarketplaceEntryResponse = z.infer<typeof MarketplaceEntryResponse>;

// Written once in limits.ts (no zod there: screens read it without the schemas).
export { CHAT_CONTEXT_DEFAULT, CHAT_CONTEXT_MAX, TRADE_CHAT_WINDOW_MS };
