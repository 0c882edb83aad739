// GET /api/stats/activity: the dashboard's chart, for every signed-in staff member. Events per hour
// of the last ACTIVITY_DAYS days, one count per log the caller may view (chat: view_chat, trades:
// view_trades, purchases: view_marketplace), every hour present; and the alerts of their inbox per
// US Eastern day over the last ACTIVITY_DAYS days (the inbox is every staff member's, so alerts are
// always there, counting the rules in their sight as the inbox does). Each is one grouped query
// through a time index, at most 336 hours long.
import { ACTIVITY_DAYS, type ActivityHour, type ActivityResponse, can, easternDaysUpTo, type Permission } from '@staff-console/domain';
import type { Database } from '../../../db/database';
import { alertHoursInSight, type Viewer } from '../../watch';
import { chatPerHour, type HourCount, logPerHour } from './activity.repository';

const HOUR_MS = 3_600_000;
type Kind = 'chat' | 'trades' | 'purchases';
const KIND_PERMISSIONS: Record<Kind, Permission> = { chat: 'view_chat', trades: 'view_trades', purchases: 'view_marketplace' };

const byHour = (rows: readonly HourCount[]) => new Map(rows.map((r) => [Number(r.hour), Number(r.n)]));

export async function activity(database: Database, viewer: Viewer, now = Date.now()): Promise<Omit<ActivityResponse, 'success'>> {
  const db = database.db;
  const lastHour = Math.floor(now / HOUR_MS);
  const firstHour = lastHour - ACTIVITY_DAYS * 24 + 1;
  const [from, to] = [firstHour * HOUR_MS, (lastHour + 1) * HOUR_MS];
  const days = easternDaysUpTo(now, ACTIVITY_DAYS);
  const may = (kind: Kind) => can(viewer.subject, KIND_PERMISSIONS[kind]);
  const none = Promise.resolve(undefined);
  const [chat, trades, purchases, alerts] = await Promise.all([
    may('chat') ? chatPerHour(db, firstHour, lastHour).then(byHour) : none,
    may('trades') ? logPerHour(db, 'trades', from, to).then(byHour) : none,
    may('purchases') ? logPerHour(db, 'marketplace', from, to).then(byHour) : none,
    alertHoursInSight(database, viewer, days[0]!.from, days.at(-1)!.to),
  ]);
  const hours: ActivityHour[] = [];
  for (let h = firstHour; h <= lastHour; h += 1) {
    hours.push({
      hour: new Date(h * HOUR_MS).toISOString(),
      ...(chat && { chat: chat.get(h) ?? 0 }),
      ...(trades && { trades: trades.get(h) ?? 0 }),
      ...(purchases && { purchases: purchases.get(h) ?? 0 }),
    });
  }
  // A US Eastern day is whole UTC hours, so each hour's alerts fall in one day.
  const perDay = days.map(({ day, from: start, to: end }) => {
    let count = 0;
    for (const [hour, n] of alerts) if (hour * HOUR_MS >= start && hour * HOUR_MS < end) count += n;
    return { day, count };
  });
  return { hours, alerts: perDay };
}
