// A row's local day number in SQL, the same on both engines (SQLite has no time zones):
// (time + the zone's offset at that time) / DAY_MS, integer division of non-negative integers.
// The offsets come from the span (domain's localDaySpan), which lists where daylight saving
// changes them, so each instant is numbered on its own side of the change.
import { type RawBuilder, sql } from 'kysely';
import { DAY_MS, type OffsetSegment } from '@staff-console/domain';

const bigint = (n: number) => sql`cast(${n} as bigint)`;

/** The local day number of `column` (epoch ms) under the span's offsets. */
export function localDaySql(column: string, segments: readonly OffsetSegment[]): RawBuilder<number> {
  const time = sql.ref(column);
  const [first, ...changes] = segments;
  if (!first) throw new Error('a day span has at least one offset');
  const offset =
    changes.length === 0
      ? bigint(first.offsetMs)
      : sql`CASE ${sql.join(
          changes.map((change, i) => sql`WHEN ${time} < ${bigint(change.from)} THEN ${bigint((i === 0 ? first : changes[i - 1]!).offsetMs)}`),
          sql` `,
        )} ELSE ${bigint(changes.at(-1)!.offsetMs)} END`;
  return sql<number>`((${time} + ${offset}) / ${sql.lit(DAY_MS)})`;
}
