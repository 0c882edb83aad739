// Reads of the trades table. Every filter and order here is served by an index of
// migrations/002-logs.ts: (date|total|profit_loss, id) for the orders, (sender_lower|receiver_lower,
// date) for exact names, (sender_id|receiver_id, date) for ids, and the engine's trigram index
// for substrings (see text-search.ts).
import type { Expression, Selectable, SqlBool } from 'kysely';
import type { Database, Engine } from '../../db/database';
import { type Keyset, keysetAfter } from '../../db/keyset';
import type { TradesTable } from '../../db/log-schema';
import { readCounter } from '../stats/counters.repository';
import type { Direction, PageWindow } from './page-window';
import { matchesShouldDrive, type TextMatch, type TextSearch } from './text-search';
import { postgresTradeSearch } from './trades.search.postgres';
import { sqliteTradeSearch } from './trades.search.sqlite';

export type TradeTextField = 'sender' | 'receiver' | 'items';
export type TradeNameColumn = 'sender_lower' | 'receiver_lower';
export type TradeSortColumn = 'date' | 'total' | 'profit_loss';

export type TradeRow = Pick<
  Selectable<TradesTable>,
  | 'id'
  | 'date'
  | 'sender'
  | 'receiver'
  | 'sender_id'
  | 'receiver_id'
  | 'sent'
  | 'received'
  | 'sent_case_bux'
  | 'received_case_bux'
  | 'total'
  | 'profit_loss'
  | 'item_count'
  | 'lopsided'
  | 'raw'
>;

const ROW_COLUMNS = [
  'id',
  'date',
  'sender',
  'receiver',
  'sender_id',
  'receiver_id',
  'sent',
  'received',
  'sent_case_bux',
  'received_case_bux',
  'total',
  'profit_loss',
  'item_count',
  'lopsided',
  'raw',
] as const;

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

export const isUnfiltered = (c: TradeCriteria): boolean =>
  c.names.length === 0 && c.text.length === 0 && c.userId === undefined && c.flagged === undefined;

/**
 * Only substring matches: no name, id or flag filter (those are served by b-trees). A flag filter
 * goes the b-tree way: flagged trades are rare, so (lopsided, date) drives and the search is
 * checked per row; flagged=false is kept for completeness and is as costly as scanning the table.
 */
const isTextOnly = (c: TradeCriteria): boolean =>
  c.text.length > 0 && c.names.length === 0 && c.userId === undefined && c.flagged === undefined;

const SEARCH: Record<Engine, TextSearch<TradeTextField>> = { sqlite: sqliteTradeSearch, postgres: postgresTradeSearch };

export interface TradeOrder {
  column: TradeSortColumn;
  direction: Direction;
}

/** The trades meeting some criteria: their exact number, and any window of them in any order. */
export interface TradeResult {
  total: number;
  page(order: TradeOrder, window: PageWindow): Promise<TradeRow[]>;
  /** Up to `limit` trades after `last` (from the start when undefined) in order: the export's chunks. */
  after(order: TradeOrder, last: Keyset | undefined, limit: number): Promise<TradeRow[]>;
}

/** Names, ids and a text condition (already built for this engine), all of which must hold. */
function filtered({ db }: Database, c: TradeCriteria, text: Expression<SqlBool> | undefined) {
  return db
    .selectFrom('trades')
    .$if(c.names.length > 0, (qb) =>
      qb.where((eb) => eb.and(c.names.map((n) => eb.or(n.columns.map((column) => eb(column, '=', n.value)))))),
    )
    .$if(text !== undefined, (qb) => qb.where(text!))
    .$if(c.userId !== undefined, (qb) =>
      qb.where((eb) => eb.or([eb('sender_id', '=', c.userId!), eb('receiver_id', '=', c.userId!)])),
    )
    .$if(c.flagged !== undefined, (qb) => qb.where('lopsided', '=', c.flagged ? 1 : 0));
}

/**
 * One window in order; ties on the sort column are ordered by id. The window's ids are found first
 * and the rows fetched after (a deferred join): skipping an offset then walks the (column, id)
 * index alone instead of fetching every skipped row (PostgreSQL, a million rows deep: 3.4 s → 0.2 s).
 */
function findPage(database: Database, c: TradeCriteria, text: Expression<SqlBool> | undefined, order: TradeOrder, window: PageWindow) {
  const ids = filtered(database, c, text)
    .select('trades.id')
    .orderBy(order.column, order.direction)
    .orderBy('id', order.direction)
    .limit(window.limit)
    .offset(window.offset);
  return database.db
    .selectFrom('trades')
    .select(ROW_COLUMNS)
    .where('id', 'in', ids)
    .orderBy(order.column, order.direction)
    .orderBy('id', order.direction)
    .execute();
}

/** One keyset chunk in order, ties by id: a range of the (column, id) index, however deep. */
function findAfter(database: Database, c: TradeCriteria, text: Expression<SqlBool> | undefined, order: TradeOrder, last: Keyset | undefined, limit: number) {
  return filtered(database, c, text)
    .select(ROW_COLUMNS)
    .$if(last !== undefined, (qb) => qb.where(keysetAfter([`trades.${order.column}`, 'trades.id'], order.direction, last!)))
    .orderBy(order.column, order.direction)
    .orderBy('id', order.direction)
    .limit(limit)
    .execute();
}

export async function queryTrades(database: Database, c: TradeCriteria): Promise<TradeResult> {
  // The stored-row counter: the exact unfiltered total without counting two million rows, and the
  // table size the search plan is chosen by.
  const stored = await readCounter(database.db, 'trades');
  if (isUnfiltered(c)) {
    return {
      total: stored,
      page: (order, window) => findPage(database, c, undefined, order, window),
      after: (order, last, limit) => findAfter(database, c, undefined, order, last, limit),
    };
  }
  const search = SEARCH[database.engine];
  if (isTextOnly(c)) {
    const resolved = await search.resolve(database.db, c.text);
    const condition = (window: { offset: number; limit: number }) =>
      resolved.where({ driveByMatches: matchesShouldDrive(resolved.total, stored, window) });
    return {
      total: resolved.total,
      page: (order, window) => findPage(database, c, condition(window), order, window),
      // A keyset chunk costs what a first page of its size does, wherever it starts.
      after: (order, last, limit) => findAfter(database, c, condition({ offset: 0, limit }), order, last, limit),
    };
  }
  // A name or id filter is selective (one player's trades): its b-tree drives, the search is checked per row.
  const text = c.text.length > 0 ? search.where(c.text, { driveByMatches: false }) : undefined;
  const counted = await filtered(database, c, text)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    total: Number(counted.n),
    page: (order, window) => findPage(database, c, text, order, window),
    after: (order, last, limit) => findAfter(database, c, text, order, last, limit),
  };
}

/** Whether some trade has exactly this lower-cased name in one of the columns (an index probe each). */
export async function nameExists({ db }: Database, columns: readonly TradeNameColumn[], value: string): Promise<boolean> {
  for (const column of columns) {
    const hit = await db.selectFrom('trades').select('id').where(column, '=', value).limit(1).executeTakeFirst();
    if (hit) return true;
  }
  return false;
}
