// Chat Logs decisions: exact totals, which end of the list a page is read from, and mapping rows
// to the ChatMessage shape. Nothing here knows which database engine is in use.
import type { Kysely } from 'kysely';
import type { ChatMessage, ChatPage, ChatQuery } from '@staff-console/domain';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { ChatCountCache } from './chat-count-cache';
import type { ChatRow, PageRequest, SearchCount, TimeWindow } from './chat-search';
import { chatSearchSql, countVisible, listPage, readSnapshot, searchPage } from './chat.repository';

export function toChatMessage(row: ChatRow): ChatMessage {
  return {
    _id: row.id,
    userId: Number(row.user_id),
    name: row.name,
    message: row.message,
    timestamp: new Date(Number(row.timestamp)).toISOString(),
    filterWarning: Number(row.filter_warning) === 1,
    ...(row.translated_text !== null ? { translatedText: row.translated_text } : {}),
  };
}

/**
 * Where page `page` (newest first) is read from. A page in the older half is read as the reverse
 * order (oldest first) with offset total − page·limit, so the last page costs what the first does
 * instead of skipping ten million rows; its rows are flipped back afterwards.
 */
export function pagePlan(total: number, page: number, limit: number): PageRequest | null {
  const offset = (page - 1) * limit;
  if (offset >= total) return null;
  const fromOldest = total - page * limit;
  if (fromOldest >= offset) return { order: 'desc', limit, offset };
  return fromOldest >= 0 ? { order: 'asc', limit, offset: fromOldest } : { order: 'asc', limit: limit + fromOldest, offset: 0 };
}

export type ChatCounts = ChatCountCache<SearchCount>;

export const createChatCounts = (): ChatCounts => new ChatCountCache<SearchCount>();

/**
 * The exact total. A search or a time window is counted once, then brought forward by the rows
 * stored since (chat-count-cache.ts); an unbounded list is the counter.
 */
async function countTotal(db: Kysely<DB>, database: Database, counts: ChatCounts, q: ChatQuery, window: TimeWindow): Promise<SearchCount> {
  const { search } = q;
  if (!search && window.from === undefined && window.to === undefined) return { total: await countVisible(db, window), indexCost: 0 };
  const engine = chatSearchSql(database.engine);
  const key = JSON.stringify([search ?? null, window.from ?? null, window.to ?? null]);
  return counts.get(key, await engine.state(db), {
    full: async () => (search ? engine.count(db, search, window) : { total: await countVisible(db, window), indexCost: 0 }),
    growth: (since) => engine.growth(db, search, window, since),
    add: (value, matches) => ({ ...value, total: value.total + matches, indexCost: value.indexCost + matches }),
  });
}

async function readPage(db: Kysely<DB>, database: Database, counts: ChatCounts, q: ChatQuery): Promise<{ rows: ChatRow[]; total: number }> {
  const window: TimeWindow = { from: q.from, to: q.to };
  const counted = await countTotal(db, database, counts, q, window);
  const { total } = counted;
  const plan = pagePlan(total, q.page, q.limit);
  if (!plan) return { rows: [], total };
  const rows = q.search
    ? await searchPage(db, chatSearchSql(database.engine), q.search, window, plan, counted)
    : await listPage(db, window, plan);
  return { rows: plan.order === 'asc' ? rows.reverse() : rows, total };
}

export async function getChatPage(database: Database, counts: ChatCounts, q: ChatQuery): Promise<ChatPage> {
  // The total decides which end a page is read from, so both come from one snapshot.
  const { rows, total } = await readSnapshot(database.db, (trx) => readPage(trx, database, counts, q));
  return {
    success: true,
    data: rows.map(toChatMessage),
    total,
    totalPages: Math.ceil(total / q.limit),
    page: q.page,
  };
}
