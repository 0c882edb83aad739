// GET /api/trades: turns the query into index-served criteria, counts exactly, reads one page and
// maps rows to the `Trade` shape (derived values come from the columns computed at ingest).
import { isRecord, type Trade, type TradeSearchIn, type TradesExportQuery, type TradesPage, type TradesQuery } from '@staff-console/domain';
import type { Database } from '../../db/database';
import { directionFor, inPageOrder, pageWindow } from './page-window';
import {
  nameExists,
  queryTrades,
  type TradeCriteria,
  type TradeNameColumn,
  type TradeRow,
  type TradeSortColumn,
  type TradeTextField,
} from './trades.repository';

const SORT_COLUMNS: Record<TradesQuery['sortBy'], TradeSortColumn> = { date: 'date', value: 'total', profit: 'profit_loss' };

export const tradeSortColumn = (q: TradesExportQuery): TradeSortColumn => SORT_COLUMNS[q.sortBy];

const SEARCH_FIELDS: Record<TradeSearchIn, readonly TradeTextField[]> = {
  all: ['sender', 'receiver', 'items'],
  sender: ['sender'],
  receiver: ['receiver'],
  items: ['items'],
};

const NAME_COLUMNS: Record<'sender' | 'receiver', TradeNameColumn> = { sender: 'sender_lower', receiver: 'receiver_lower' };

// Trigram indexes cannot look for fewer than 3 characters.
const SUBSTRING_MIN = 3;

/**
 * `sender`, `receiver` and `username` name a player. When some trade carries exactly that name
 * (ignoring case) on the side(s) asked for, the filter is that player alone, served by the
 * (sender_lower|receiver_lower, date) b-tree: 'bob' finds Bob's trades and not Bobby's, which is
 * what a moderator following one account wants. When no trade has that exact name, the value is a
 * substring of names (trigram index), so a partial name still finds something. Names shorter than
 * 3 characters are always exact. Free-text `search` and `itemName` are always substrings.
 */
async function addName(
  database: Database,
  criteria: TradeCriteria,
  name: string | undefined,
  sides: readonly ('sender' | 'receiver')[],
): Promise<void> {
  if (name === undefined) return;
  const value = name.toLowerCase();
  const columns = sides.map((side) => NAME_COLUMNS[side]);
  if ([...name].length < SUBSTRING_MIN || (await nameExists(database, columns, value))) {
    criteria.names.push({ columns, value });
  } else {
    criteria.text.push({ fields: sides, term: name });
  }
}

export async function tradeCriteria(database: Database, q: TradesExportQuery): Promise<TradeCriteria> {
  const criteria: TradeCriteria = { names: [], text: [], userId: q.userId, flagged: q.flagged };
  await addName(database, criteria, q.sender, ['sender']);
  await addName(database, criteria, q.receiver, ['receiver']);
  await addName(database, criteria, q.username, ['sender', 'receiver']);
  if (q.itemName !== undefined) criteria.text.push({ fields: ['items'], term: q.itemName });
  if (q.search !== undefined) criteria.text.push({ fields: SEARCH_FIELDS[q.searchIn], term: q.search });
  return criteria;
}

export async function listTrades(database: Database, q: TradesQuery): Promise<TradesPage> {
  const result = await queryTrades(database, await tradeCriteria(database, q));
  const window = pageWindow(q.skip, q.count, result.total);
  if (!window) return { success: true, data: [], total: result.total };
  const rows = await result.page({ column: SORT_COLUMNS[q.sortBy], direction: directionFor(q.sortOrder, window) }, window);
  return { success: true, data: inPageOrder(rows, window).map(toTrade), total: result.total };
}

function parseRaw(raw: string): Record<string, unknown> {
  try {
    const value = JSON.parse(raw) as unknown;
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}

/** A side as stored: `{items: [...]}`, or a bare list (accepted at ingest). */
function side(value: unknown): { items: unknown[] } {
  if (Array.isArray(value)) return { items: value as unknown[] };
  if (isRecord(value) && Array.isArray(value.items)) return { items: value.items as unknown[] };
  return { items: [] };
}

export function toTrade(row: TradeRow): Trade {
  const raw = parseRaw(row.raw);
  return {
    _id: row.id,
    date: new Date(Number(row.date)).toISOString(),
    sender: row.sender,
    receiver: row.receiver,
    ...(row.sender_id != null ? { senderId: Number(row.sender_id) } : {}),
    ...(row.receiver_id != null ? { receiverId: Number(row.receiver_id) } : {}),
    sentItems: side(raw.sentItems),
    receivedItems: side(raw.receivedItems),
    sent: Number(row.sent),
    received: Number(row.received),
    sentCaseBux: Number(row.sent_case_bux),
    receivedCaseBux: Number(row.received_case_bux),
    total: Number(row.total),
    profitLoss: Number(row.profit_loss),
    itemCount: Number(row.item_count),
    lopsided: Number(row.lopsided) === 1,
  };
}
