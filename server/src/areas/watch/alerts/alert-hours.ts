// A staff member's alerts per hour: those of the rules in their sight (their own and the shared
// ones, of the logs they may view), as their inbox lists them.
import type { Database } from '../../../db/database';
import { rulesInSight } from '../matching/rules.repository';
import type { Viewer } from '../matching/viewer';
import { alertsPerHour } from './alert-hours.repository';

/** Epoch hour → alerts in the viewer's inbox raised in it, from `from` (inclusive) to `to` (exclusive). */
export async function alertHoursInSight(database: Database, viewer: Viewer, from: number, to: number): Promise<Map<number, number>> {
  const rules = await rulesInSight(database.db, viewer);
  const rows = await alertsPerHour(
    database.db,
    rules.map((r) => r.id),
    from,
    to,
  );
  return new Map(rows.map((r) => [Number(r.hour), Number(r.n)]));
}
