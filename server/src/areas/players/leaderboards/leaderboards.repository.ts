// Player rankings from the players table, each served by its (column, user_id) index. The order is
// value descending, then user id ascending: the index is read backwards for the value and only a
// group of equal values is sorted (SQLite "temp b-tree for right part", PostgreSQL incremental sort).
import type { LeaderboardCategory } from '@staff-console/domain';
import type { Kysely } from 'kysely';
import { readCounter } from '../../../db/counters';
import type { DB } from '../../../db/schema';
import { flip, inPageOrder, pageWindow, type PageWindow } from '../../../db/search/paging';

export const CATEGORY_COLUMNS: Record<LeaderboardCategory, 'value' | 'bux' | 'level' | 'items'> = {
  Value: 'value',
  Bux: 'bux',
  Levels: 'level',
  ItemAmount: 'items',
};

export interface LeaderboardRow {
  user_id: number;
  username: string;
  value: number;
}

/** One window of the ranking; the window's user ids come from the index alone (a deferred join, as for trades). */
function findWindow(db: Kysely<DB>, category: LeaderboardCategory, window: PageWindow): Promise<LeaderboardRow[]> {
  const column = CATEGORY_COLUMNS[category];
  const valueOrder = window.reversed ? 'asc' : 'desc';
  const ids = db
    .selectFrom('players')
    .select('user_id')
    .orderBy(column, valueOrder)
    .orderBy('user_id', flip(valueOrder))
    .limit(window.limit)
    .offset(window.offset);
  return db
    .selectFrom('players')
    .select(['user_id', 'username', `${column} as value`])
    .where('user_id', 'in', ids)
    .orderBy(column, valueOrder)
    .orderBy('user_id', flip(valueOrder))
    .execute();
}

/**
 * Places `skip` … `skip + count` of a ranking and its total. Every player row is ranked in every
 * category (the value columns are NOT NULL, an unknown value being stored as 0), so the players
 * counter is each board's exact total: no COUNT(*) per request.
 */
export async function readLeaderboard(
  db: Kysely<DB>,
  category: LeaderboardCategory,
  skip: number,
  count: number,
): Promise<{ total: number; rows: LeaderboardRow[] }> {
  const total = await readCounter(db, 'players');
  const window = pageWindow(skip, count, total);
  if (!window) return { total, rows: [] };
  return { total, rows: inPageOrder(await findWindow(db, category, window), window) };
}
