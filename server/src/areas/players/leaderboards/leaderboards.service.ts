// GET /api/leaderboards/:category: one page of a ranking with each entry's position in it.
import type { LeaderboardCategory, LeaderboardPage, LeaderboardQuery } from '@staff-console/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { readLeaderboard } from './leaderboards.repository';

export async function getLeaderboard(db: Kysely<DB>, category: LeaderboardCategory, q: LeaderboardQuery): Promise<LeaderboardPage> {
  const { total, rows } = await readLeaderboard(db, category, q.skip, q.count);
  return {
    success: true,
    // Ties are broken by user id, so positions are distinct: rank = position in the whole ranking.
    data: rows.map((row, i) => ({ rank: q.skip + i + 1, username: row.username, userId: Number(row.user_id), value: Number(row.value) })),
    total,
  };
}
