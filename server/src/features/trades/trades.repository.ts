// Reads of the trades table. Every filter and order here is served by an index of
// migrations/002-logs.ts: (date|total|profit_loss, id) for the orders, (sender_lower|receiver_lower,
// date) for exact names, (sender_id|receiver_id, date) for ids, and the engine's trigram index
// for substrings (see text-search.ts).
import type { Selectable } from 'kysely';
import type { Database, Engine } from '../../db/database';
import type { TradesTable } from '../../db/log-schema';
import type { Direction, PageWindow } from './page-window';
import type { TextMatch, TextSearch, TextSearchOptions } from './text-search';
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
}

export const isUnfiltered = (c: TradeCriteria): boolean =>
  c.names.length === 0 && c.text.length === 0 && c.userId === undefined;

const SEARCH: Record<Engine, TextSearch<TradeTextField>> = { sqlite: sqliteTradeSearch, postgres: postgresTradeSearch };

function filtered({ db, engine }: Database, c: TradeCriteria, options: TextSearchOptions) {
  return db
    .selectFrom('trades')
    .$if(c.names.length > 0, (qb) =>
      qb.where((eb) => eb.and(c.names.map((n) => eb.or(n.columns.map((column) => eb(column, '=', n.value)))))),
    )
    .$if(c.text.length > 0, (qb) => qb.where(SEARCH[engine].where(c.text, options)))
    .$if(c.userId !== undefined, (qb) =>
      qb.where((eb) => eb.or([eb('sender_id', '=', c.userId!), eb('receiver_id', '=', c.userId!)])),
    );
}

/** Only substring matches: no name or id filter (those are served by b-trees). */
export const isTextOnly = (c: TradeCriteria): boolean => c.text.length > 0 && c.names.length === 0 && c.userId === undefined;

/** Exact number of trades meeting the criteria. */
export async function countTrades(database: Database, c: TradeCriteria): Promise<number> {
  if (isTextOnly(c)) {
    const { rows } = await SEARCH[database.engine].count(c.text).execute(database.db);
    return Number(rows[0]?.n ?? 0);
  }
  // A name or id filter is selective: let its b-tree drive, and check the search per row.
  const row = await filtered(database, c, { driveByMatches: false })
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One window of the ordered result; ties on the sort column are ordered by id. */
export function findTrades(
  database: Database,
  c: TradeCriteria,
  order: { column: TradeSortColumn; direction: Direction },
  window: PageWindow,
  options: TextSearchOptions,
): Promise<TradeRow[]> {
  return filtered(database, c, options)
    .select(ROW_COLUMNS)
    .orderBy(order.column, order.direction)
    .orderBy('id', order.direction)
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

/** Whether some trade has exactly this lower-cased name in one of the columns (an index probe each). */
export async function nameExists({ db }: Database, columns: readonly TradeNameColumn[], value: string): Promise<boolean> {
  for (const column of columns) {
    const hit = await db.selectFrom('trades').select('id').where(column, '=', value).limit(1).executeTakeFirst();
    if (hit) return true;
  }
  return false;
}
