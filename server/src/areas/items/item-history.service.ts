// The item chart (GET /api/items/history): an item's purchases per US Eastern day and the
// purchases priced far from their day's median (ITEM_OUTLIER_RATIO).
import {
  US_EASTERN,
  daySeries,
  ITEM_OUTLIER_RATIO,
  ITEM_OUTLIERS_MAX,
  type ItemHistoryDay,
  type ItemHistoryResponse,
  localDayNumber,
  localDaySpan,
  localDayStart,
  MESSAGES,
} from '@staff-console/domain';
import type { Database } from '../../db/database';
import { notFound } from '../../errors/errors';
import { type ItemDayRow, itemDays, itemExists, itemOutliers, type OutlierDay } from './item-history.repository';

const ZONE = US_EASTERN;
const NO_SALES = { sales: 0, quantity: 0, avgUnitPrice: null, minUnitPrice: null, maxUnitPrice: null };

/** The days whose least or greatest unit price is an outlier: only their purchases are read again. */
function outlierDays(rows: readonly ItemDayRow[]): OutlierDay[] {
  return rows.flatMap((r) => {
    const median = Number(r.median);
    const high = ITEM_OUTLIER_RATIO * median;
    const low = median / ITEM_OUTLIER_RATIO;
    if (!(median > 0) || (Number(r.max_unit) < high && Number(r.min_unit) > low)) return [];
    const day = Number(r.day);
    return [{ from: localDayStart(day, ZONE), to: localDayStart(day + 1, ZONE), high, low }];
  });
}

export async function getItemHistory(database: Database, name: string, days: number, now = Date.now()): Promise<ItemHistoryResponse> {
  const { db } = database;
  const span = localDaySpan(ZONE, days, now);
  // Asked together (each on its own connection where the engine has several): a name never sold has no days either.
  const [known, dayRows] = await Promise.all([itemExists(db, name), itemDays(db, database.engine, name, span)]);
  if (!known) throw notFound(MESSAGES.itemNotFound);
  const outlierRows = await itemOutliers(db, name, outlierDays(dayRows), ITEM_OUTLIERS_MAX);
  const medians = new Map(dayRows.map((r) => [Number(r.day), Number(r.median)]));
  const byDay = new Map(
    dayRows.map((r): [number, Omit<ItemHistoryDay, 'day'>] => [
      Number(r.day),
      {
        sales: Number(r.sales),
        quantity: Number(r.quantity),
        avgUnitPrice: Number(r.avg_unit),
        minUnitPrice: Number(r.min_unit),
        maxUnitPrice: Number(r.max_unit),
      },
    ]),
  );
  return {
    success: true,
    item: { name },
    days: daySeries(span, (day) => byDay.get(day) ?? NO_SALES),
    outliers: outlierRows.map((r) => {
      const at = Number(r.date);
      const unitPrice = Number(r.unit);
      return { ref: r.id, date: new Date(at).toISOString(), unitPrice, ratio: unitPrice / medians.get(localDayNumber(at, ZONE))! };
    }),
  };
}
