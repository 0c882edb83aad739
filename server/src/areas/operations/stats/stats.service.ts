// GET /api/admin/stats. Cheap at any size: the log figures are the stored-row counters that
// ingestion keeps in the same transaction as the rows, so each is exact as of the last committed
// batch (a batch in flight is not counted until it commits); hidden chat messages are stored rows
// and are counted (the chat list's own total leaves them out; `chatShown` is that total, so the
// dashboard can say why the two differ). Staff users are few and counted
// directly. The only other read is the ten newest action-log entries through their time index.
// The retention settings say how long each log is kept (the dashboard's line about it).
import { LEADERBOARD_CATEGORIES, type Stats } from '@staff-console/domain';
import type { Kysely } from 'kysely';
import type { RetentionDays } from '../../../config';
import type { DB } from '../../../db/schema';
import { latestActionLogs, toActionLog, countUsers } from '../../staff';
import { readCounters } from './counters.repository';

export const RECENT_LOGS = 10;

export async function getStats(db: Kysely<DB>, retention: RetentionDays): Promise<Stats> {
  const [counters, users, logs] = await Promise.all([readCounters(db), countUsers(db), latestActionLogs(db, RECENT_LOGS)]);
  // Every player is ranked in every category (see leaderboards.service.ts), so each board's count
  // is the players counter.
  const leaderboards = Object.fromEntries(LEADERBOARD_CATEGORIES.map((c) => [c, counters.players])) as Stats['leaderboards'];
  return {
    users: { total: users },
    data: { chat: counters.chat, marketplace: counters.marketplace, trades: counters.trades, players: counters.players },
    chatShown: counters.chat_visible,
    leaderboards,
    recentLogs: logs.map(toActionLog),
    retention: {
      chat: retention.chat ?? null,
      trades: retention.trades ?? null,
      marketplace: retention.marketplace ?? null,
      audit: retention.audit ?? null,
    },
  };
}
