// Reads of chat_messages for the Chat Logs screen. Listing and counting are engine-neutral Kysely;
// substring search goes through the engine's trigram index (chat-search.sqlite.ts /
// chat-search.postgres.ts). Every query skips hidden rows and sorts on the (timestamp, id) index.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Engine } from '../../db/database';
import type { DB } from '../../db/schema';
import { CHAT_COLUMNS, type ChatRow, type ChatSearchSql, chooseSearchPlan, type PageRequest, type SearchCount, type TimeWindow } from './chat-search';
import { postgresChatSearch } from './chat-search.postgres';
import { sqliteChatSearch } from './chat-search.sqlite';

export function chatSearchSql(engine: Engine): ChatSearchSql {
  return engine === 'sqlite' ? sqliteChatSearch : postgresChatSearch;
}

export function withinWindow<O>(qb: SelectQueryBuilder<DB, 'chat_messages', O>, window: TimeWindow) {
  return qb
    .where('chat_messages.hidden', '=', 0)
    .$if(window.from !== undefined, (q) => q.where('chat_messages.timestamp', '>=', window.from!))
    .$if(window.to !== undefined, (q) => q.where('chat_messages.timestamp', '<=', window.to!));
}

const hasWindow = (window: TimeWindow) => window.from !== undefined || window.to !== undefined;

/** The ingest-maintained count of visible messages (kept in the same transaction as the inserts). */
export async function visibleCounter(db: Kysely<DB>): Promise<number | undefined> {
  const row = await db.selectFrom('counters').select('value').where('name', '=', 'chat_visible').executeTakeFirst();
  return row ? Number(row.value) : undefined;
}

/** Visible messages in the window: the counter when unbounded, so page one never counts ten million rows. */
export async function countVisible(db: Kysely<DB>, window: TimeWindow): Promise<number> {
  if (!hasWindow(window)) {
    const counted = await visibleCounter(db);
    if (counted !== undefined) return counted;
  }
  const row = await withinWindow(db.selectFrom('chat_messages'), window)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of the unfiltered list, walking the (timestamp, id) index in the requested direction. */
export function listPage(db: Kysely<DB>, window: TimeWindow, page: PageRequest): Promise<ChatRow[]> {
  return withinWindow(db.selectFrom('chat_messages'), window)
    .select(CHAT_COLUMNS)
    .orderBy('chat_messages.timestamp', page.order)
    .orderBy('chat_messages.id', page.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/**
 * A search page through the cheaper plan; `count` is what the engine's count() answered. The page
 * must be a full one (the service's pagePlan trims the last page), which is how a budgeted scan
 * that ran out is recognised.
 */
export async function searchPage(
  db: Kysely<DB>,
  search: ChatSearchSql,
  term: string,
  window: TimeWindow,
  page: PageRequest,
  count: SearchCount,
): Promise<ChatRow[]> {
  const windowRows = count.windowRows ?? (await visibleCounter(db)) ?? count.total;
  if (search.canScan(term) && chooseSearchPlan({ ...count, windowRows }, page.offset + page.limit) === 'scan') {
    // The estimate assumes matches spread evenly in time; a player who chatted a lot last month
    // but not since breaks it. The scan gets the index plan's cost as its budget, so a wrong
    // guess costs at most twice the index plan, never a walk through the whole log.
    const rows = await search.scanPage(db, term, window, page, Math.max(count.indexCost, page.offset + page.limit));
    if (rows.length === page.limit) return rows;
  }
  return search.indexedPage(db, term, window, page);
}

/** A consistent snapshot for the count and the page (PostgreSQL; SQLite reads hold one anyway). */
export function readSnapshot<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(work);
}
