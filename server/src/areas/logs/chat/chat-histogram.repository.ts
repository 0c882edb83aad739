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
  const { rows } = await sql<{ first: number | string | null; last: number | string | null }>`SELECT
      (SELECT timestamp FROM chat_messages WHERE hidden = 0 ${andWithin('timestamp', filter.window)} ORDER BY timestamp ASC LIMIT 1) AS first,
      (SELECT timestamp FROM chat_messages WHERE hidden = 0 ${andWithin('timestamp', filter.window)} ORDER BY timestamp DESC LIMIT 1) AS last`.execute(db);
  const row = rows[0];
  return row && row.first !== null && row.last !== null ? { first: Number(row.first), last: Number(row.last) } : undefined;
}

/** The hours a bar starts inside of, or the window cuts: their messages are counted one by one. */
function cutHours(window: Required<TimeWindow>, b: Bucketing): number[] {
  const hours = new Set<number>([hourOf(window.from), hourOf(window.to)]);
  for (let i = 1; i < b.count; i += 1) {
    const start = barStart(b, i);
    if (start % HOUR_MS !== 0 && start <= window.to) hours.add(hourOf(start));
  }
  return [...hours].sort((x, y) => x - y);
}

/** Visible messages per bar inside a bounded window, without a search. */
async function visibleByBucket(db: Database['db'], window: Required<TimeWindow>, b: Bucketing): Promise<BucketCount[]> {
  const cut = cutHours(window, b);
  // Hours wholly inside the window and inside one bar: their counter is their bar's count.
  const { rows: whole } = await sql<{ bucket: number | string; n: number | string }>`SELECT
      ${bucketSql(sql`CAST(hour AS BIGINT) * ${HOUR_MS}`, b)} AS bucket, sum(visible) AS n
    FROM chat_hours
    WHERE hour > ${hourOf(window.from)} AND hour < ${hourOf(window.to)} AND visible > 0 AND hour NOT IN (${sql.join(cut)})
    GROUP BY bucket`.execute(db);
  // The cut hours' messages, each range on the (timestamp, id) index.
  const ranges = cut.map(
    (hour) => sql`(timestamp >= ${Math.max(hour * HOUR_MS, window.from)} AND timestamp <= ${Math.min(hour * HOUR_MS + HOUR_MS - 1, window.to)})`,
  );
  const { rows: counted } = await sql<{ bucket: number | string; n: number | string }>`SELECT ${bucketSql(sql`timestamp`, b)} AS bucket, count(*) AS n
    FROM chat_messages WHERE hidden = 0 AND (${sql.join(ranges, sql` OR `)})
    GROUP BY bucket`.execute(db);
  return [...toBucketCounts(whole), ...toBucketCounts(counted)];
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
