// Reads of the trades table. Every filter and order here is served by an index of
// migrations/002-logs.ts: (date|total|profit_loss, id) for the orders, (sender_lower|receiver_lower,
// date) for exact names, (sender_id|receiver_id, date) for ids, (lopsided, date) for the flag, and
// the engine's trigram index for substrings (through the search layer, trades.search.ts).
import { type Expression, expressionBuilder, type SqlBool } from 'kysely';
import { readCounter } from '../../../db/counters';
import type { Database } from '../../../db/database';
import type { DB } from '../../../db/schema';
import { orderedChunks, type OrderedLog, readOrderedPage, type SortOrder } from '../../../db/search/ordered-reads';
import { pageWindow } from '../../../db/search/paging';
import { matchesShouldDrive, type SearchTotals, type TextMatch } from '../../../db/search/text-search';
import { TRADE_COLUMNS, type TradeRow } from './trades.mapping';
import { type TradeTextField, tradesSearch } from './trades.search';

export type TradeNameColumn = 'sender_lower' | 'receiver_lower';
export type TradeSortColumn = 'date' | 'total' | 'profit_loss';
export type TradeOrder = SortOrder<TradeSortColumn>;

const TRADES: OrderedLog<TradeRow> = { table: 'trades', columns: TRADE_COLUMNS };

/** Every condition must hold. */
export interface TradeCriteria {
  /** One of the columns equals the lower-cased name. */
  names: { columns: readonly TradeNameColumn[]; value: string }[];
  /** One of the fields contains the term. */
  text: TextMatch<TradeTextField>[];
  /** The player is on either side. */
  userId?: number | undefined;
  /** Only trades flagged lopsided when stored (true) or only unflagged ones (false). */
  flagged?: boolean | undefined;
}

const isUnfiltered = (c: TradeCriteria): boolean => c.names.length === 0 && c.text.length === 0 && c.userId === undefined && c.flagged === undefined;

/**
 * Only substring matches: no name, id or flag filter (those are served by b-trees). A flag filter
 * goes the b-tree way: flagged trades are rare, so (lopsided, date) drives and the search is
 * checked per row; flagged=false is kept for completeness and is as costly as scanning the table.
 */
const isTextOnly = (c: TradeCriteria): boolean => c.text.length > 0 && c.names.length === 0 && c.userId === undefined && c.flagged === undefined;

/** Names, ids, the flag and a text condition (already built for this engine), all of which must hold. */
function conditions(c: TradeCriteria, text: Expression<SqlBool> | undefined): Expression<SqlBool> | undefined {
  const eb = expressionBuilder<DB, 'trades'>();
  const all: Expression<SqlBool>[] = [];
  if (c.names.length > 0) all.push(eb.and(c.names.map((n) => eb.or(n.columns.map((column) => eb(column, '=', n.value))))));
  if (text) all.push(text);
  if (c.userId !== undefined) all.push(eb.or([eb('sender_id', '=', c.userId), eb('receiver_id', '=', c.userId)]));
  if (c.flagged !== undefined) all.push(eb('lopsided', '=', c.flagged ? 1 : 0));
  return all.length <= 1 ? all[0] : eb.and(all);
}

/** The trades meeting the criteria: their exact number, and the condition that reads a window of them. */
async function resolve({ db, engine }: Database, c: TradeCriteria, totals?: SearchTotals) {
  // The stored-row counter: the exact unfiltered total without counting two million rows, and the
  // table size the search plan is chosen by.
  if (isUnfiltered(c)) return { total: await readCounter(db, 'trades'), where: () => undefined };
  const search = tradesSearch(engine);
  if (isTextOnly(c)) {
    const stored = await readCounter(db, 'trades');
    const resolved = await search.resolve(db, c.text, totals);
    return {
      total: resolved.total,
      where: (window: { offset: number; limit: number }) => resolved.where({ driveByMatches: matchesShouldDrive(resolved.total, stored, window) }),
    };
  }
  // A name or id filter is selective (one player's trades): its b-tree drives, the search is checked per row.
  const where = conditions(c, c.text.length > 0 ? search.where(c.text, { driveByMatches: false }) : undefined);
  const counted = await db
    .selectFrom('trades')
    .$if(where !== undefined, (qb) => qb.where(where!))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { total: Number(counted.n), where: () => where };
}

/**
 * The exact number of trades meeting the criteria (a text search's total kept in `totals` and
 * brought forward where the engine can), and those `skip` … `skip + count` in `order`.
 */
export async function readTrades(
  database: Database,
  totals: SearchTotals,
  c: TradeCriteria,
  order: TradeOrder,
  skip: number,
  count: number,
): Promise<{ total: number; rows: TradeRow[] }> {
  const found = await resolve(database, c, totals);
  const window = pageWindow(skip, count, found.total);
  if (!window) return { total: found.total, rows: [] };
  return { total: found.total, rows: await readOrderedPage(database.db, TRADES, found.where(window), order, window) };
}

/** Every trade meeting the criteria in `order`, in keyset chunks (the CSV export). */
export async function* tradeExportChunks(database: Database, c: TradeCriteria, order: TradeOrder, size: number): AsyncGenerator<TradeRow[], void, undefined> {
  const found = await resolve(database, c);
  // A keyset chunk costs what a first page of its size does, wherever it starts.
  yield* orderedChunks(database.db, TRADES, found.where({ offset: 0, limit: size }), order, size);
}

/** Whether some trade has exactly this lower-cased name in one of the columns (an index probe each). */
export async function nameExists({ db }: Database, columns: readonly TradeNameColumn[], value: string): Promise<boolean> {
  for (const column of columns) {
    const hit = await db.selectFrom('trades').select('id').where(column, '=', value).limit(1).executeTakeFirst();
    if (hit) return true;
  }
  return false;
}
