// A Trade Logs query (the list's or the export's) as index-served criteria and an order.
import { characterCount, LIMITS, type TradeSearchIn, type TradesExportQuery, type TradesQuery } from '@staff-console/domain';
import type { Database } from '../../../db/database';
import { nameExists, type TradeCriteria, type TradeNameColumn, type TradeOrder, type TradeSortColumn } from './trades.repository';
import type { TradeTextField } from './trades.search';

const SORT_COLUMNS: Record<TradesQuery['sortBy'], TradeSortColumn> = { date: 'date', value: 'total', profit: 'profit_loss' };

export const tradeOrder = (q: TradesExportQuery): TradeOrder => ({ column: SORT_COLUMNS[q.sortBy], direction: q.sortOrder });

const SEARCH_FIELDS: Record<TradeSearchIn, readonly TradeTextField[]> = {
  all: ['sender', 'receiver', 'items'],
  sender: ['sender'],
  receiver: ['receiver'],
  items: ['items'],
};

const NAME_COLUMNS: Record<'sender' | 'receiver', TradeNameColumn> = { sender: 'sender_lower', receiver: 'receiver_lower' };

/**
 * `sender`, `receiver` and `username` name a player. When some trade carries exactly that name
 * (ignoring case) on the side(s) asked for, the filter is that player alone, served by the
 * (sender_lower|receiver_lower, date) b-tree: 'bob' finds Bob's trades and not Bobby's, which is
 * what a moderator following one account wants. When no trade has that exact name, the value is a
 * substring of names (trigram index), so a partial name still finds something. Names shorter than
 * 3 characters are always exact. Free-text `search` and `itemName` are always substrings.
 */
async function addName(database: Database, criteria: TradeCriteria, name: string | undefined, sides: readonly ('sender' | 'receiver')[]): Promise<void> {
  if (name === undefined) return;
  const value = name.toLowerCase();
  const columns = sides.map((side) => NAME_COLUMNS[side]);
  // Trigram indexes cannot look for fewer than 3 characters (the search-term rule's minimum).
  if (characterCount(name) < LIMITS.searchMin || (await nameExists(database, columns, value))) {
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
