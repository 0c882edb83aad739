// GET /api/leaderboards/:category: one page of a ranking with each entry's position in it.
import type { LeaderboardCategory, LeaderboardPage, LeaderboardQuery } from '@staff-console/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { readCounter } from '../stats/counters.repository';
import { inPageOrder, pageWindow } from '../trades/page-window';
import { findLeaderboard } from './leaderboards.repository';

/**
 * Every player row is ranked in every category (the value columns are NOT NULL, an unknown value
 * being stored as 0), so the players counter is each board's exact total: no COUNT(*) per request.
 */
export const rankedPlayers = (db: Kysely<DB>): Promise<number> => readCounter(db, 'players');

export async function getLeaderboard(db: Kysely<DB>, category: LeaderboardCategory, q: LeaderboardQuery): Promise<LeaderboardPage> {
  const total = await rankedPlayers(db);
  const window = pageWindow(q.skip, q.count, total);
  if (!window) return { success: true, data: [], total };
  const rows = inPageOrder(await findLeaderboard(db, category, window), window);
  return {
    success: true,
    // Ties are broken by user id, so positions are distinct: rank = position in the whole ranking.
    data: rows.map((row, i) => ({ rank: q.skip + i + 1, username: row.username, userId: Number(row.user_id), value: Number(row.value) })),
    total,
  };
}
