// The chat histogram: how many of a Chat Logs search's messages fall in each of N equal bars of
// its window (docs/RULES.md, "API"). The window is the request's, or runs from the first to the
// last matching message; the bars' counts add up to the list's total for the same filters, because
// they count the same rows (visible, above the retention floor) through the same search.
import type { ChatHistogram, ChatHistogramQuery } from '@staff-console/domain';
import type { Database } from '../../../db/database';
import { readSnapshot } from '../../../db/snapshot';
import { aboveFloor, chatFloor } from './chat-floor';
import { barStart, bucketingOf } from './chat-histogram.bars';
import type { Bucketing } from './search/time-log-search';
import { HistogramGate, histogramKey } from './chat-histogram.gate';
import { chatCountByBucket, chatMatchSpan } from './chat-histogram.repository';
import type { ChatFilter } from './chat.repository';
import { budgetOf } from './chat.service';
import { hourBars, keptHours, matchedHours, prepareHours, searchedBars } from './chat-histogram.hours';
import { HOUR_MS } from './chat-hours';

/**
 * Windows longer than this take a search's whole hours from its kept matches per hour
 * (chat-histogram.hours.ts); shorter ones are counted message by message, which costs less than
 * counting the word's hours in all time once.
 */
const KEPT_HOURS_FROM_MS = 48 * HOUR_MS;

const iso = (ms: number): string => new Date(ms).toISOString();

/** Each database's searched histograms in this process, drawn one at a time (chat-histogram.gate.ts). */
const gates = new WeakMap<Database, HistogramGate>();
const gateOf = (database: Database): HistogramGate => {
  let gate = gates.get(database);
  if (!gate) gates.set(database, (gate = new HistogramGate()));
  return gate;
};

export async function getChatHistogram(database: Database, q: ChatHistogramQuery, staffId: string): Promise<ChatHistogram> {
  if (q.search === undefined) return drawHistogram(database, q, staffId);
  return gateOf(database).draw(histogramKey(q.search, q.from, q.to, q.buckets), () => drawHistogram(database, q, staffId));
}

/** Whether a search's bars come from its kept hours: a window longer than two days. */
const byKeptHours = (start: number, end: number) => end - start > KEPT_HOURS_FROM_MS;

async function drawHistogram(database: Database, q: ChatHistogramQuery, staffId: string): Promise<ChatHistogram> {
  // Messages below the retention floor are being deleted: no bar counts them, as no list does.
  const floor = await chatFloor(database.db);
  const floorWindow = aboveFloor({}, floor);
  const filter: ChatFilter = { search: q.search, window: aboveFloor({ from: q.from, to: q.to }, floor) };
  const budget = budgetOf(database, staffId);
  // A count of the word's hours from scratch is made (or waited for) before the snapshot takes its connection.
  // (A window running to the first or last match is only known inside the snapshot, which then waits for it.)
  if (filter.search && q.from !== undefined && q.to !== undefined && byKeptHours(q.from, q.to))
    await prepareHours(database, filter.search, floorWindow, budget);
  return readSnapshot(database.db, async (trx) => {
    const snapshot = { ...database, db: trx };
    const named = q.from !== undefined && q.to !== undefined;
    // A search over more than two days (or running to its first or last match): its bars are whole
    // hours, taken from the word's kept matches per hour; a bound the request leaves out is the
    // first (or last) hour holding a match.
    if (filter.search && !(named && !byKeptHours(q.from!, q.to!))) {
      const hours = await keptHours(database, snapshot, filter.search, floorWindow, budget);
      const matched = matchedHours(hours, floor);
      const start = q.from ?? (matched && Math.max(floor, matched.first * HOUR_MS));
      const end = q.to ?? (matched && matched.last * HOUR_MS + HOUR_MS - 1);
      if (start === undefined || end === undefined || start > end) return { success: true, buckets: [], total: 0 };
      if (byKeptHours(start, end)) {
        bucketingOf(start, end, q.buckets); // refuses a window too long to draw
        const hourly = hourBars(start, end, q.buckets);
        const window = { from: Math.max(filter.window.from ?? start, start), to: Math.min(filter.window.to ?? end, end) };
        const counts =
          window.from <= window.to ? await searchedBars(snapshot, filter.search, hours, floor, window, hourly) : new Array<number>(hourly.count).fill(0);
        return answer(hourly, counts, { from: start, to: end });
      }
    }
    // The bars span the request's window; a bound it leaves out is the first (or last) matching
    // message, at or above the floor. Below the floor, bars stay empty.
    const edges = named ? undefined : await chatMatchSpan(snapshot, filter);
    const start = q.from ?? edges?.first;
    const end = q.to ?? edges?.last;
    if (start === undefined || end === undefined) return { success: true, buckets: [], total: 0 };
    const bars = bucketingOf(start, end, q.buckets);
    // A search keeps the filter's window (every match is inside the first–last span anyway); the
    // unfiltered count needs its bounds.
    const counted = filter.search
      ? await chatCountByBucket(snapshot, filter, bars)
      : (filter.window.from ?? start) <= end
        ? await chatCountByBucket(snapshot, { window: { from: filter.window.from ?? start, to: end } }, bars)
        : [];
    const counts = new Array<number>(bars.count).fill(0);
    for (const { bucket, count } of counted) counts[bucket] = (counts[bucket] ?? 0) + count;
    return answer(bars, counts);
  });
}

/** The bars as answered; `within` clips the first and last bar to the window (bars of whole hours begin before it and end after it). */
function answer(bars: Bucketing, counts: readonly number[], within?: { from: number; to: number }): ChatHistogram {
  const clip = (from: number, to: number) => (within ? [Math.max(from, within.from), Math.min(to, within.to)] : [from, to]);
  const buckets = counts.map((count, i) => {
    const [from, to] = clip(barStart(bars, i), barStart(bars, i + 1) - 1);
    return { from: iso(from!), to: iso(to!), count };
  });
  return { success: true, buckets, total: counts.reduce((sum, n) => sum + n, 0) };
}
