// One log row by id, as its log screen answers it: a chat message as Chat Logs lists it, a trade
// as GET /api/trades/:id, a marketplace entry as GET /api/marketplace/:id. Case evidence keeps
// exactly this as its snapshot.
import type { Kysely } from 'kysely';
import type { ChatMessage, LogEvidenceKind, MarketplaceEntry, Trade } from '@staff-console/domain';
import type { DB } from '../../../db/schema';
import { findVisibleMessage, toChatMessage } from '../../logs/chat';
import { findMarketplaceEntry, toMarketplaceEntry } from '../../logs/marketplace';
import { findTrade, toTrade } from '../../logs/trades';

export type LogEntry = ChatMessage | Trade | MarketplaceEntry;

/** The row of this kind and id as the log routes answer it; undefined when there is none (or it is a hidden chat message). */
export async function readLogEntry(db: Kysely<DB>, kind: LogEvidenceKind, id: string): Promise<LogEntry | undefined> {
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
