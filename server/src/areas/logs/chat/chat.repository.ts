// Reads of chat_messages for Chat Logs and its CSV export: exact counts, pages and export chunks,
// each search through the plan its counts make cheaper (areas/logs/chat/search/time-log-search.ts). Listing and
// counting without a search are engine-neutral Kysely on the (timestamp, id) index. Every query
// skips hidden rows.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { aboveFloor, chatFloor } from './chat-floor';
import { HOUR_MS } from './chat-hours';
import { counterValue } from '../../../db/counters';
import type { Database } from '../../../db/database';
import type { DB } from '../../../db/schema';
import { KEYSET_CHUNK, keysetAfter, keysetChunks } from '../../../db/search/keyset';
import type { Growth, LogState } from '../../../caches/count-cache';
import { chooseExportPlan, chooseSearchPlan, type PageRequest, type SearchCount } from './search/time-log-search';
import { isBounded, type TimeWindow } from '../../../db/search/time-window';
import { readSnapshot } from '../../../db/snapshot';
import { CHAT_COLUMNS, type ChatRow } from './chat.mapping';
import { locateChatPage, totalOf, visibleBefore, visibleHours } from './chat.hours';
import { chatSearch } from './chat.search';

/** What a Chat Logs request (or its export) asks for: a term, a time window, both or neither. */
export interface ChatFilter {
  search?: string | undefined;
  window: TimeWindow;
}

function withinWindow<O>(qb: SelectQueryBuilder<DB, 'chat_messages', O>, window: TimeWindow) {
  return qb
    .where('chat_messages.hidden', '=', 0)
    .$if(window.from !== undefined, (q) => q.where('chat_messages.timestamp', '>=', window.from!))
    .$if(window.to !== undefined, (q) => q.where('chat_messages.timestamp', '<=', window.to!));
}

/**
 * Visible messages in the window: the counter when unbounded, so page one never counts ten million
 * rows; else the sum of the window's hours (chat.hours.ts), which counts at most its two edge hours.
 */
export async function countVisible(db: Kysely<DB>, window: TimeWindow): Promise<number> {
  if (!isBounded(window)) {
    const counted = await counterValue(db, 'chat_visible');
    if (counted !== undefined) return counted;
  }
  // From an hour boundary on (the list above the retention floor): the counter less the few hours below.
  if (window.to === undefined && window.from !== undefined && window.from % HOUR_MS === 0) {
    const counted = await counterValue(db, 'chat_visible');
    if (counted !== undefined) return counted - (await visibleBefore(db, window.from));
  }
  return totalOf(await visibleHours(db, window));
}

/** The exact total from scratch, with what each search plan would cost. */
export async function countChat({ db, engine }: Database, filter: ChatFilter): Promise<SearchCount> {
  if (!filter.search) return { total: await countVisible(db, filter.window), indexCost: 0 };
  return chatSearch(engine).count(db, filter.search, filter.window);
}

/** Where the log stands in this snapshot; undefined before migrations. */
export const chatLogState = ({ db, engine }: Database): Promise<LogState | undefined> => chatSearch(engine).state(db);

/** What the messages stored after `since` add to the filter's total. */
export const chatGrowth = ({ db, engine }: Database, filter: ChatFilter, since: LogState): Promise<Growth> =>
  chatSearch(engine).growth(db, filter.search, filter.window, since);

/** The rows a scan would walk: those of the window when counted, else every visible message. */
const windowRowsOf = async (db: Kysely<DB>, count: SearchCount): Promise<number> => count.windowRows ?? (await counterValue(db, 'chat_visible')) ?? count.total;

/** A page of the unfiltered list, walking the (timestamp, id) index in the requested direction. */
function listPage(db: Kysely<DB>, window: TimeWindow, page: PageRequest): Promise<ChatRow[]> {
  return withinWindow(db.selectFrom('chat_messages'), window)
    .select(CHAT_COLUMNS)
    .orderBy('chat_messages.timestamp', page.order)
    .orderBy('chat_messages.id', page.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/**
 * A search page through the cheaper plan; `count` is the search's count. The page must be a full
 * one (the last page is trimmed to what is left), which is how a budgeted scan that ran out is
 * recognised.
 */
export async function searchPage({ db, engine }: Database, term: string, window: TimeWindow, page: PageRequest, count: SearchCount): Promise<ChatRow[]> {
  const search = chatSearch(engine);
  const windowRows = await windowRowsOf(db, count);
  if (search.canScan(term) && chooseSearchPlan({ ...count, windowRows }, page.offset + page.limit) === 'scan') {
    // The estimate assumes matches spread evenly in time; a player who chatted a lot last month
    // but not since breaks it. The scan gets the index plan's cost as its budget, so a wrong
    // guess costs at most twice the index plan, never a walk through the whole log.
    const rows = await search.scanPage(db, term, window, page, Math.max(count.indexCost, page.offset + page.limit));
    if (rows.length === page.limit) return rows;
  }
  return search.indexedPage(db, term, window, page);
}

/**
 * Messages `skip` … `skip + limit` of the filter's `count.total` (newest first), in that order. Where
 * they are read is decided once (chat.hours.ts): a page in the older half is read oldest first from
 * the other end, so the last page costs what the first does instead of skipping ten million rows;
 * without a search, a page far from both ends is found through its hour.
 */
export async function readChatPage(
  database: Database,
  filter: ChatFilter,
  skip: number,
  limit: number,
  count: SearchCount,
  directDepth?: number,
): Promise<ChatRow[]> {
  const located = await locateChatPage(database.db, filter, skip, limit, count.total, directDepth);
  if (!located) return [];
  const rows = !filter.search
    ? await listPage(database.db, located.window, located.page)
    : await searchPage(database, filter.search, located.window, located.page, count);
  return located.reversed ? rows.reverse() : rows;
}

/**
 * Every visible message of a search or time window, newest first (the list's order), in keyset
 * chunks on (timestamp, id), so memory stays the same for ten rows or ten million. A search is
 * counted once to choose its plan; each chunk runs in its own short read transaction, so a long
 * export holds no snapshot or connection open.
 */
export async function* chatExportChunks(database: Database, filter: ChatFilter, chunkSize: number = KEYSET_CHUNK): AsyncGenerator<ChatRow[], void, undefined> {
  const { db, engine } = database;
  const term = filter.search;
  // Messages below the retention floor are being deleted: the export leaves them out, as the list does.
  const window = aboveFloor(filter.window, await chatFloor(db));
  const after = (row: ChatRow | undefined) => row && { value: Number(row.timestamp), id: row.id };
  if (term === undefined) {
    yield* keysetChunks((last) => {
      const seek = after(last);
      return withinWindow(db.selectFrom('chat_messages'), window)
        .$if(seek !== undefined, (qb) => qb.where(keysetAfter(['chat_messages.timestamp', 'chat_messages.id'], 'desc', seek!)))
        .select(CHAT_COLUMNS)
        .orderBy('chat_messages.timestamp', 'desc')
        .orderBy('chat_messages.id', 'desc')
        .limit(chunkSize)
        .execute();
    }, chunkSize);
    return;
  }
  const search = chatSearch(engine);
  // The plan needs the size of the search, not its exact total: estimated where counting costs seconds.
  const count = await readSnapshot(db, (trx) => search.estimate(trx, term, window));
  const plan = search.canScan(term) ? chooseExportPlan({ ...count, windowRows: await windowRowsOf(db, count) }, chunkSize) : 'index';
  yield* keysetChunks((last) => readSnapshot(db, (trx) => search.exportChunk(trx, term, window, { after: after(last), limit: chunkSize, plan })), chunkSize);
}
