// Chat Logs decisions: which total a request needs and whether it is kept (the count cache), the
// rows a page asks for, and mapping rows to the ChatMessage shape. The repository counts and reads.
import type { ChatPage, ChatQuery } from '@staff-console/domain';
import type { Database } from '../../db/database';
import type { SearchCount } from '../../db/search/time-log-search';
import { readSnapshot } from '../../db/snapshot';
import { toChatMessage } from '../../logs/chat.mapping';
import { ChatCountCache, type CountBudget } from './chat.count-cache';
import { chatGrowth, chatLogState, countChat, type ChatFilter, readChatPage } from './chat.repository';

export type ChatCounts = ChatCountCache<SearchCount>;

export const createChatCounts = (): ChatCounts => new ChatCountCache<SearchCount>();

/**
 * How long a request waits for a count from scratch, where a common word among ten million
 * messages takes seconds (PostgreSQL) or over a second (SQLite). Only where counts run apart from
 * the request: PostgreSQL, and SQLite's read threads; SQLite on the main thread counts in line.
 */
export const COUNT_BUDGET_MS = 700;

/**
 * The exact total. A search is counted once, then brought forward by the rows stored since
 * (chat.count-cache.ts); the unbounded list is the counter, and a time window the sum of its hours.
 */
async function countTotal(database: Database, snapshot: Database, counts: ChatCounts, filter: ChatFilter, staffId: string): Promise<SearchCount> {
  if (!filter.search) return countChat(snapshot, filter);
  // Searches ignore letter case, so `tRaDe` and `TRADE` share one total (and one count under way).
  const key = JSON.stringify([filter.search?.toLowerCase() ?? null, filter.window.from ?? null, filter.window.to ?? null]);
  const budget: CountBudget | undefined = database.engine === 'postgres' || database.offThread ? { ms: COUNT_BUDGET_MS, owner: staffId } : undefined;
  return counts.get(
    key,
    await chatLogState(snapshot),
    {
      full: () => countChat(snapshot, filter),
      growth: (since) => chatGrowth(snapshot, filter, since),
      add: (value, matches) => ({ ...value, total: value.total + matches, indexCost: value.indexCost + matches }),
      detached: () =>
        readSnapshot(database.longReads ?? database.db, async (trx) => {
          const own = { ...database, db: trx };
          const [state, value] = [await chatLogState(own), await countChat(own, filter)];
          return { state: state!, value };
        }),
    },
    budget,
  );
}

export async function getChatPage(database: Database, counts: ChatCounts, q: ChatQuery, staffId: string): Promise<ChatPage> {
  const filter: ChatFilter = { search: q.search, window: { from: q.from, to: q.to } };
  // The total decides which end a page is read from, so both come from one snapshot.
  const { rows, total } = await readSnapshot(database.db, async (trx) => {
    const snapshot = { ...database, db: trx };
    const counted = await countTotal(database, snapshot, counts, filter, staffId);
    return { total: counted.total, rows: await readChatPage(snapshot, filter, (q.page - 1) * q.limit, q.limit, counted) };
  });
  return {
    success: true,
    data: rows.map(toChatMessage),
    total,
    totalPages: Math.ceil(total / q.limit),
    page: q.page,
  };
}
