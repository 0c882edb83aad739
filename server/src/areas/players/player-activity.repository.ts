// The activity chart's counts: one statement per series, the series' timeline sources (each one
// index range on (player, time)) bounded to the span and grouped by local day. Only the counts per
// day come back, never the rows.
import { type Kysely, sql } from 'kysely';
import type { DaySpan } from '@staff-console/domain';
import type { DB } from '../../db/schema';
import { localDaySql } from '../../db/search/local-day';
import type { TimelineSource } from './players.sources';

export interface DayCount {
  day: number | string;
  n: number | string;
}

/** How many rows the sources (of one table) hold on each local day of the span; days without any are left out. */
export async function countPerDay(db: Kysely<DB>, sources: readonly TimelineSource[], span: Pick<DaySpan, 'from' | 'to' | 'segments'>): Promise<DayCount[]> {
  if (sources.length === 0) return [];
  const branches = sources.map((source) => {
    const time = sql.ref(source.time);
    return sql`SELECT ${localDaySql(source.time, span.segments)} AS day FROM ${sql.table(source.table)}
      WHERE (${source.where}) AND ${time} >= ${span.from} AND ${time} < ${span.to}`;
  });
  const { rows } = await sql<DayCount>`
    SELECT day, count(*) AS n FROM (${sql.join(branches, sql` UNION ALL `)}) AS events GROUP BY day`.execute(db);
  return rows;
}
