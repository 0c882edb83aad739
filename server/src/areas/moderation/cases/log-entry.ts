// One log row by id, as its log screen answers it: a chat message as Chat Logs lists it, a trade
// as GET /api/trades/:id, a marketplace entry as GET /api/marketplace/:id. Case evidence keeps
// exactly this as its snapshot.
import type { Kysely } from 'kysely';
import type { ChatMessage, EvidenceKind, MarketplaceEntry, Trade } from '@staff-console/domain';
import type { DB } from '../../../db/schema';
import { findVisibleMessage } from '../../logs/chat/chat-context.repository';
import { toChatMessage } from '../../logs/chat/chat.mapping';
import { findMarketplaceEntry } from '../../logs/marketplace/marketplace-entry.repository';
import { toMarketplaceEntry } from '../../logs/marketplace/marketplace.mapping';
import { findTrade } from '../../logs/trades/trade-entry.repository';
import { toTrade } from '../../logs/trades/trades.mapping';

export type LogEntry = ChatMessage | Trade | MarketplaceEntry;

/** The row of this kind and id as the log routes answer it; undefined when there is none (or it is a hidden chat message). */
export async function readLogEntry(db: Kysely<DB>, kind: EvidenceKind, id: string): Promise<LogEntry | undefined> {
  switch (kind) {
    case 'chat': {
      const row = await findVisibleMessage(db, id);
      return row && toChatMessage(row);
    }
    case 'trade': {
      const row = await findTrade(db, id);
      return row && toTrade(row);
    }
    case 'marketplace': {
      const row = await findMarketplaceEntry(db, id);
      return row && toMarketplaceEntry(row);
    }
  }
}
