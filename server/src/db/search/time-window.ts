// A time window on a log: inclusive bounds in epoch milliseconds, either one optional.
import { type RawBuilder, sql, type SqlBool } from 'kysely';

export interface TimeWindow {
  from?: number | undefined;
  to?: number | undefined;
}

export const isBounded = (window: TimeWindow): boolean => window.from !== undefined || window.to !== undefined;

/** `time >= from`, `time <= to`: one condition per bound given. `time` is a column reference. */
export function windowConditions(time: string, window: TimeWindow): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (window.from !== undefined) conditions.push(sql<SqlBool>`${sql.ref(time)} >= ${window.from}`);
  if (window.to !== undefined) conditions.push(sql<SqlBool>`${sql.ref(time)} <= ${window.to}`);
  return conditions;
}

/** ` AND time >= from AND time <= to`, to follow other conditions; empty when unbounded. */
export function andWithin(time: string, window: TimeWindow): RawBuilder<unknown> {
  const conditions = windowConditions(time, window);
  return conditions.length === 0 ? sql`` : sql` AND ${sql.join(conditions, sql` AND `)}`;
}
