// The chat histogram: how many of a Chat Logs search's messages fall in each of N equal bars of
// its window (docs/RULES.md, "API"). The window is the request's, or runs from the first to the
// last matching message; the bars' counts add up to the list's total for the same filters, because
// they count the same rows (visible, above the retention floor) through the same search.
import type { ChatHistogram, ChatHistogramQuery } from '@staff-console/domain';
import type { Database } from '../../../db/database';
import { readSnapshot } from '../../../db/snapshot';
import { aboveFloor, chatFloor } from './chat-floor';
import { barStart, bucketingOf } from './chat-histogram.bars';
import { HistogramGate, histogramKey } from './chat-histogram.gate';
import { chatCountByBucket, chatMatchSpan } from './chat-histogram.repository';
import type { ChatFilter } from './chat.repository';

const iso = (ms: number): string => new Date(ms).toISOString();

/** Each database's searched histograms in this process, drawn one at a time (chat-histogram.gate.ts). */
const gates = new WeakMap<Database, HistogramGate>();
const gateOf = (database: Database): HistogramGate => {
  let gate = gates.get(database);
  if (!gate) gates.set(database, (gate = new HistogramGate()));
  return gate;
};

export async function getChatHistogram(database: Database, q: ChatHistogramQuery): Promise<ChatHistogram> {
  if (q.search === undefined) return drawHistogram(database, q);
  return gateOf(database).draw(histogramKey(q.search, q.from, q.to, q.buckets), () => drawHistogram(database, q));
}

async function drawHistogram(database: Database, q: ChatHistogramQuery): Promise<ChatHistogram> {
  // Messages below the retention floor are being deleted: no bar counts them, as no list does.
  const filter: ChatFilter = { search: q.search, window: aboveFloor({ from: q.from, to: q.to }, await chatFloor(database.db)) };
  return readSnapshot(database.db, async (trx) => {
    const snapshot = { ...database, db: trx };
    // The bars span the request's window; a bound it leaves out is the first (or last) matching
    // message, at or above the floor. Below the floor, bars stay empty.
    const named = q.from !== undefined && q.to !== undefined;
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
    const buckets = counts.map((count, i) => ({ from: iso(barStart(bars, i)), to: iso(barStart(bars, i + 1) - 1), count }));
    return { success: true, buckets, total: counts.reduce((sum, n) => sum + n, 0) };
  });
}
