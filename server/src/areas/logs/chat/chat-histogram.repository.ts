// Reads for the chat histogram (GET /api/chat/histogram): where the matching messages begin and
// end, and how many fall in each bar. A search is counted per bar through the same plan as its
// total (areas/logs/chat/search/); without a search, whole hours come from `chat_hours` and only
// the hours a bar edge or the window's edge cuts are counted message by message, on the time index.
import { sql } from 'kysely';
import { barStart } from './chat-histogram.bars';
import { HOUR_MS, hourOf } from './chat-hours';
import type { Database } from '../../../db/database';
import { type Bucketing, type BucketCount, bucketSql, toBucketCounts } from './search/time-log-search';
import { andWithin, type TimeWindow } from '../../../db/search/time-window';
import type { ChatFilter } from './chat.repository';
import { chatSearch } from './chat.search';

/** The times of the first and last visible message of the filter (its window narrows the search); undefined when none. */
export async function chatMatchSpan({ db, engine }: Database, filter: ChatFilter): Promise<{ first: number; last: number } | undefined> {
  if (filter.search) return chatSearch(engine).matchSpan(db, filter.search, filter.window);
  // Walk the time index from either end to the first visible message. SQLite would otherwise scan a
  // covering index that holds `hidden` and sort all of it; PostgreSQL takes the time index unasked.
  const timeIndex = engine === 'sqlite' ? sql` INDEXED BY chat_time_idx` : sql``;
  const edge = (order: 'ASC' | 'DESC') =>
    sql`(SELECT timestamp FROM chat_messages${timeIndex} WHERE hidden = 0 ${andWithin('timestamp', filter.window)} ORDER BY timestamp ${sql.raw(order)} LIMIT 1)`;
  const { rows } = await sql<{ first: number | string | null; last: number | string | null }>`SELECT ${edge('ASC')} AS first, ${edge('DESC')} AS last`.execute(
    db,
  );
  const row = rows[0];
  return row && row.first !== null && row.last !== null ? { first: Number(row.first), last: Number(row.last) } : undefined;
}

/**
 * An hour that is not wholly inside one bar: the window cuts it (`lo`–`hi` is the part inside), or
 * bars start inside it. One bar start in an hour wholly inside the window is a `split`: only its
 * shorter side is counted (`counted`), and bar `otherBar` gets the hour's counter less that.
 */
interface CutHour {
  hour: number;
  lo: number;
  hi: number;
  split?: { counted: [number, number]; otherBar: number };
}

function cutHours(window: Required<TimeWindow>, b: Bucketing): CutHour[] {
  const starts = new Map<number, number[]>();
  const add = (hour: number, bar?: number) => starts.set(hour, bar === undefined ? (starts.get(hour) ?? []) : [...(starts.get(hour) ?? []), bar]);
  add(hourOf(window.from));
  add(hourOf(window.to));
  for (let i = 1; i < b.count; i += 1) {
    const start = barStart(b, i);
    if (start % HOUR_MS !== 0 && start <= window.to) add(hourOf(start), i);
  }
  return [...starts]
    .sort((x, y) => x[0] - y[0])
    .map(([hour, bars]) => {
      const [first, last] = [hour * HOUR_MS, hour * HOUR_MS + HOUR_MS - 1];
      const lo = Math.max(first, window.from);
      const hi = Math.min(last, window.to);
      if (lo !== first || hi !== last || bars.length !== 1) return { hour, lo, hi };
      const bar = bars[0]!;
      const at = barStart(b, bar);
      return at - first <= last + 1 - at
        ? { hour, lo, hi, split: { counted: [first, at - 1], otherBar: bar } }
        : { hour, lo, hi, split: { counted: [at, last], otherBar: bar - 1 } };
    });
}

type Row = { bucket: number | string; n: number | string };

/** Visible messages per bar inside a bounded window, without a search. */
async function visibleByBucket(db: Database['db'], window: Required<TimeWindow>, b: Bucketing): Promise<BucketCount[]> {
  const cut = cutHours(window, b);
  // Hours wholly inside the window and inside one bar: their counter is their bar's count.
  const { rows: whole } = await sql<Row>`SELECT
      ${bucketSql(sql`CAST(hour AS BIGINT) * ${HOUR_MS}`, b)} AS bucket, sum(visible) AS n
    FROM chat_hours
    WHERE hour > ${hourOf(window.from)} AND hour < ${hourOf(window.to)} AND visible > 0 AND hour NOT IN (${sql.join(cut.map((c) => c.hour))})
    GROUP BY bucket`.execute(db);
  // The cut hours' messages, each range on the (timestamp, id) index, per bar and hour.
  const ranges = cut.map(({ lo, hi, split }) => {
    const [from, to] = split?.counted ?? [lo, hi];
    return sql`(timestamp >= ${from} AND timestamp <= ${to})`;
  });
  const { rows: counted } = await sql<Row & { hour: number | string }>`SELECT ${bucketSql(sql`timestamp`, b)} AS bucket,
      CAST(timestamp / CAST(${HOUR_MS} AS BIGINT) AS BIGINT) AS hour, count(*) AS n
    FROM chat_messages WHERE hidden = 0 AND (${sql.join(ranges, sql` OR `)})
    GROUP BY bucket, hour`.execute(db);
  // A split hour's other side: the hour's visible messages less the side counted.
  const splits = cut.filter((c) => c.split);
  const { rows: hours } =
    splits.length === 0
      ? { rows: [] }
      : await sql<{ hour: number | string; visible: number | string }>`SELECT hour, visible FROM chat_hours
          WHERE hour IN (${sql.join(splits.map((c) => c.hour))})`.execute(db);
  const visibleIn = new Map(hours.map((h) => [Number(h.hour), Number(h.visible)]));
  const countedIn = new Map<number, number>();
  for (const row of counted) countedIn.set(Number(row.hour), (countedIn.get(Number(row.hour)) ?? 0) + Number(row.n));
  const rest = splits.map(({ hour, split }) => ({ bucket: split!.otherBar, count: (visibleIn.get(hour) ?? 0) - (countedIn.get(hour) ?? 0) }));
  return [...toBucketCounts(whole), ...toBucketCounts(counted), ...rest];
}

/**
 * Visible messages of the filter per bar of `b` (a bar may appear more than once: add them up).
 * Without a search the window must be bounded (the histogram bounds it by the first and last message).
 */
export async function chatCountByBucket({ db, engine }: Database, filter: ChatFilter, b: Bucketing): Promise<BucketCount[]> {
  if (filter.search) return chatSearch(engine).countByBucket(db, filter.search, filter.window, b);
  const { from, to } = filter.window;
  if (from === undefined || to === undefined) throw new Error('A histogram without a search needs a bounded window.');
  return visibleByBucket(db, { from, to }, b);
}
