// The watch rules a staff member may see, as the rules screen and the alerts inbox read them.
import type { Kysely, Selectable } from 'kysely';
import type { DB, WatchRulesTable } from '../../../db/schema';
import { seesRule, type Viewer } from './viewer';

export type WatchRuleRow = Selectable<WatchRulesTable> & { created_by_name: string | null };

/**
 * Own and shared rules (every personal rule too for `everyone`, the administrators' view), then
 * filtered by the logs each watches. Rules are few (hundreds to a few thousand), so the scope check
 * is done here rather than in SQL.
 */
export async function rulesInSight(db: Kysely<DB>, viewer: Viewer, options: { everyone?: boolean; ruleId?: string } = {}): Promise<WatchRuleRow[]> {
  let query = db
    .selectFrom('watch_rules')
    .leftJoin('users', 'users.id', 'watch_rules.created_by_id')
    .selectAll('watch_rules')
    .select('users.username as created_by_name');
  if (options.ruleId !== undefined) query = query.where('watch_rules.id', '=', options.ruleId);
  if (!options.everyone) query = query.where((eb) => eb.or([eb('watch_rules.owner_id', '=', viewer.id), eb('watch_rules.shared', '=', 1)]));
  const rows = await query.orderBy('watch_rules.id').execute();
  return rows.filter((r) => seesRule(viewer, r, options.everyone));
}
