// Chat Logs decisions: which total a request needs and whether it is kept (the count cache), the
// rows a page asks for, and mapping rows to the ChatMessage shape. The repository counts and reads.
import type { ChatPage, ChatQuery } from '@staff-console/domain';
import type { Database } from '../../../db/database';
import type { SearchCount } from './search/time-log-search';
import { backgroundSnapshot, readSnapshot } from '../../../db/snapshot';
import { toChatMessage } from './chat.mapping';
import { type CountBudget, CountCache, type LogState, stillCounting } from '../../../caches/count-cache';
import { aboveFloor, chatFloor } from './chat-floor';
import { chatGrowth, chatLogState, countChat, type ChatFilter, readChatPage } from './chat.repository';

export type ChatCounts = CountCache<SearchCount>;

export const createChatCounts = (): ChatCounts => new CountCache<SearchCount>();

/**
 * How long a request waits for a count from scratch, where a common word among ten million
 * messages takes seconds (PostgreSQL) or over a second (SQLite). Only where counts run apart from
 * the request: PostgreSQL, and SQLite's read threads; SQLite on the main thread counts in line.
 */
export const COUNT_BUDGET_MS = 700;

/** What a search's total is kept under: searches ignore letter case, so `tRaDe` and `TRADE` share one total (and one count under way). */
const countKey = (search: string, filter: ChatFilter) => JSON.stringify([search.toLowerCase(), filter.window.from ?? null, filter.window.to ?? null]);

/** How long a request waits for a count from scratch, and for whom; none where counts run in line (SQLite's main thread). */
export const budgetOf = (database: Database, staffId: string): CountBudget | undefined =>
  database.engine === 'postgres' || database.offThread ? { ms: COUNT_BUDGET_MS, owner: staffId } : undefined;

/**
 * The log's state in this snapshot, checked against the floor the filter was raised to: when the
 * retention job raised the floor after the request read it, the total would count messages the job
 * is deleting, so the screen asks again (503, a second later) and reads the new floor.
 */
export async function stateAtFloor(snapshot: Database, filter: ChatFilter): Promise<LogState | undefined> {
  const state = await chatLogState(snapshot);
  if (state && aboveFloor(filter.window, state.floor ?? 0) !== filter.window) throw stillCounting();
  return state;
}

/** A count from scratch in a snapshot of its own, with that snapshot's state (background work: one core at most). */
const countDetached = (database: Database, filter: ChatFilter) => () =>
  backgroundSnapshot(database, async (own) => {
    const [state, value] = [await stateAtFloor(own, filter), await countChat(own, filter)];
    return { state: state!, value };
  });

/**
 * A search's exact total: counted once, then brought forward by the rows stored since
 * (caches/count-cache.ts). The floor is checked first, so a total past a raised floor is never kept.
 */
async function searchTotal(
  database: Database,
  snapshot: Database,
  counts: ChatCounts,
  filter: ChatFilter & { search: string },
  staffId: string,
): Promise<SearchCount> {
  return counts.get(
    countKey(filter.search, filter),
    await stateAtFloor(snapshot, filter),
    {
      full: () => countChat(snapshot, filter),
      growth: (since) => chatGrowth(snapshot, filter, since),
      add: (value, matches) => ({ ...value, total: value.total + matches, indexCost: value.indexCost + matches }),
      detached: countDetached(database, filter),
    },
    budgetOf(database, staffId),
  );
}

export async function getChatPage(database: Database, counts: ChatCounts, q: ChatQuery, staffId: string): Promise<ChatPage> {
  // Messages below the retention floor are being deleted: no page or total shows them.
  const filter: ChatFilter = { search: q.search, window: aboveFloor({ from: q.from, to: q.to }, await chatFloor(database.db)) };
  // A search's total is counted (or waited for) before the snapshot takes its connection.
  const budget = budgetOf(database, staffId);
  if (filter.search && budget) await counts.prepare(countKey(filter.search, filter), countDetached(database, filter), budget);
  // The total decides which end a page is read from, so both come from one snapshot.
  const { rows, total } = await readSnapshot(database.db, async (trx) => {
    const snapshot = { ...database, db: trx };
    // The unbounded list is the counter, the list above the floor the counter less the hours below
    // it, and a time window the sum of its hours: exact without the count cache.
    const counted = filter.search
      ? await searchTotal(database, snapshot, counts, { ...filter, search: filter.search }, staffId)
      : await countChat(snapshot, filter);
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
