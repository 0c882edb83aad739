// The activity chart (GET /api/players/:userId/activity): the player's chat messages, trades,
// purchases and sales per US Eastern day, each series only when the caller may read its log. The
// series come from the timeline's sources, so the chart counts what the timeline lists.
import { US_EASTERN, daySeries, localDaySpan, type PlayerActivityDay, type PlayerActivityResponse, type TimelineKind } from '@staff-console/domain';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../http/auth.types';
import { countPerDay } from './player-activity.repository';
import { knownPlayer, visibleKinds } from './players.service';
import { type TimelineSource, timelineSources } from './players.sources';

type Series = Exclude<keyof PlayerActivityDay, 'day'>;

/** Each series: the timeline kind whose permission it needs, and which of that kind's sources it counts. */
const SERIES: Record<Series, { kind: TimelineKind; counts: (source: TimelineSource) => boolean }> = {
  chat: { kind: 'chat', counts: () => true },
  trades: { kind: 'trade', counts: () => true },
  purchases: { kind: 'marketplace', counts: (s) => s.role === 'buyer' },
  sales: { kind: 'marketplace', counts: (s) => s.role === 'seller' },
};

export async function getPlayerActivity(database: Database, staff: AuthUser, userId: number, days: number, now = Date.now()): Promise<PlayerActivityResponse> {
  const player = await knownPlayer(database, staff, userId);
  const kinds = visibleKinds(staff);
  const names = player.names.map((n) => n.name_lower);
  const span = localDaySpan(US_EASTERN, days, now);
  const shown = (Object.keys(SERIES) as Series[]).filter((series) => kinds.includes(SERIES[series].kind));
  const counted = await Promise.all(
    shown.map(async (series) => {
      const { kind, counts } = SERIES[series];
      const rows = await countPerDay(database.db, timelineSources(userId, names, [kind]).filter(counts), span);
      return [series, new Map(rows.map((r) => [Number(r.day), Number(r.n)]))] as const;
    }),
  );
  return {
    success: true,
    days: daySeries(span, (day) => Object.fromEntries(counted.map(([series, perDay]) => [series, perDay.get(day) ?? 0])) as Omit<PlayerActivityDay, 'day'>),
  };
}
