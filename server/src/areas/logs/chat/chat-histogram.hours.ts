// A search's histogram over a long window without counting every match again: the search's matches
// per hour are counted once (in all time) and kept per process with the log's state, then brought
// forward by the rows stored since, as the list's totals are (caches/count-cache.ts). A histogram
// then takes its whole hours from them and counts only the hours a bar edge or the window's edge
// cuts, on the time index: a few thousand rows however common the word. The bars add up to the
// list's total because every hour is either taken whole from the same matches or counted exactly.
import type { Database } from '../../../db/database';
import { backgroundSnapshot } from '../../../db/snapshot';
import { type CountBudget, CountCache, type LogState } from '../../../caches/count-cache';
import type { TimeWindow } from '../../../db/search/time-window';
import { HOUR_MS, hourOf } from './chat-hours';
import { chatGrowth } from './chat.repository';
import { chatSearch } from './chat.search';
import { stateAtFloor } from './chat.service';
import type { Bucketing, HourCount } from './search/time-log-search';

/** A search's visible matches per hour (hours without any are left out). */
export type Hours = ReadonlyMap<number, number>;
type HourCache = CountCache<Hours, readonly HourCount[]>;

/** Terms kept per database: a common word's hours over a year are a few thousand numbers. */
const KEPT_TERMS = 50;
const caches = new WeakMap<Database, HourCache>();
const cacheOf = (database: Database): HourCache => {
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new CountCache<Hours, readonly HourCount[]>(KEPT_TERMS)));
  return cache;
};

/** Searches ignore letter case, so every spelling of a word shares its hours. */
const keyOf = (term: string) => JSON.stringify(['hours', term.toLowerCase()]);

/** Every hour's matches, in all time: one grouped count through the search's own plan. */
async function countHours({ db, engine }: Database, term: string): Promise<Hours> {
  const search = chatSearch(engine);
  const span = await search.matchSpan(db, term, {});
  if (!span) return new Map();
  const [first, last] = [hourOf(span.first), hourOf(span.last)];
  const hours = last - first + 1;
  const counts = await search.countByBucket(db, term, {}, { from: first * HOUR_MS, span: hours * HOUR_MS, count: hours });
  return new Map(counts.map((c) => [first + c.bucket, c.count]));
}

/** A count of the hours from scratch in a snapshot of its own, with that snapshot's state (background work). */
const countDetached = (database: Database, term: string, window: TimeWindow) => () =>
  backgroundSnapshot(database, async (own) => {
    const [state, value] = [await stateAtFloor(own, { search: term, window }), await countHours(own, term)];
    return { state: state!, value };
  });

function addHours(hours: Hours, more: readonly HourCount[]): Hours {
  const next = new Map(hours);
  for (const { hour, count } of more) next.set(hour, (next.get(hour) ?? 0) + count);
  return next;
}

/**
 * The search's matches per hour at the snapshot's state. The state is read at the window's floor
 * (a floor raised since the request read it is answered 503, as the list's total is).
 */
export async function keptHours(database: Database, snapshot: Database, term: string, window: TimeWindow, budget: CountBudget | undefined): Promise<Hours> {
  const state: LogState | undefined = await stateAtFloor(snapshot, { search: term, window });
  return cacheOf(database).get(
    keyOf(term),
    state,
    {
      full: () => countHours(snapshot, term),
      growth: async (since) => {
        // Every new row counts towards the state; the matches are placed in their hours.
        const grown = await chatGrowth(snapshot, { search: term, window: {} }, since);
        const matches = grown.matches === 0 ? [] : await chatSearch(snapshot.engine).growthPerHour(snapshot.db, term, {}, since);
        return { visible: grown.visible, matches };
      },
      add: addHours,
      detached: countDetached(database, term, window),
    },
    budget,
  );
}

/** Before the snapshot: a count from scratch runs in its own snapshot, and the request waits for it at most the budget (503 after). */
export async function prepareHours(database: Database, term: string, window: TimeWindow, budget: CountBudget | undefined): Promise<void> {
  if (budget) await cacheOf(database).prepare(keyOf(term), countDetached(database, term, window), budget);
}

/** The first and last hour holding matches at or above the floor's hour; undefined when none does. */
export function matchedHours(hours: Hours, floor: number): { first: number; last: number } | undefined {
  let [first, last] = [Infinity, -Infinity];
  for (const [hour, n] of hours) {
    if (n <= 0 || hour < hourOf(floor)) continue;
    first = Math.min(first, hour);
    last = Math.max(last, hour);
  }
  return first <= last ? { first, last } : undefined;
}

/** Where a time falls among the bars. */
const barOf = (b: Bucketing, time: number) => Math.floor(((time - b.from) * b.count) / b.span);

/**
 * Bars of whole hours (`hours` each, the first starting at the hour `start` falls in) covering
 * `start` to `end`: at most `wanted` of them. Every hour then lies in one bar, so only the two hours
 * the window's ends cut are counted message by message.
 */
export function hourBars(start: number, end: number, wanted: number): Bucketing {
  const [first, last] = [hourOf(start), hourOf(end)];
  const hours = Math.ceil((last - first + 1) / wanted);
  const count = Math.ceil((last - first + 1) / hours);
  return { from: first * HOUR_MS, span: count * hours * HOUR_MS, count };
}

/**
 * The search's visible matches per bar (bars of whole hours, see hourBars) inside `window`
 * (bounded, at or above the floor): every hour from the kept hours, but the two the window's ends
 * cut, which are counted on the time index: the part inside the window, or, when shorter, the part
 * outside it, taken from the hour's matches.
 */
export async function searchedBars(
  snapshot: Database,
  term: string,
  hours: Hours,
  floor: number,
  window: Required<TimeWindow>,
  bars: Bucketing,
): Promise<number[]> {
  const counts = new Array<number>(bars.count).fill(0);
  const [firstHour, lastHour] = [hourOf(window.from), hourOf(window.to)];
  for (const [hour, n] of hours) if (hour > firstHour && hour < lastHour) counts[barOf(bars, hour * HOUR_MS)]! += n;
  const cut = [...new Set([firstHour, lastHour])].map((hour) => {
    const [start, end] = [hour * HOUR_MS, hour * HOUR_MS + HOUR_MS - 1];
    const inside = [Math.max(start, window.from), Math.min(end, window.to)] as const;
    const outside = [
      [start, inside[0] - 1],
      [inside[1] + 1, end],
    ].filter(([lo, hi]) => lo! <= hi!) as [number, number][];
    const outsideMs = outside.reduce((sum, [lo, hi]) => sum + hi - lo + 1, 0);
    // The kept hours count every match of an hour wholly above the floor.
    const byOutside = hourOf(floor) < hour && outsideMs < inside[1] - inside[0] + 1;
    return { hour, bar: barOf(bars, inside[0]), ranges: byOutside ? outside : [inside], byOutside };
  });
  const ranges = cut.flatMap((c) => c.ranges);
  const counted = ranges.length === 0 ? [] : await chatSearch(snapshot.engine).countInRanges(snapshot.db, term, ranges, bars);
  const countedIn = new Map<number, number>();
  for (const { hour, count } of counted) countedIn.set(hour, (countedIn.get(hour) ?? 0) + count);
  for (const { hour, bar, byOutside } of cut) {
    const n = countedIn.get(hour) ?? 0;
    counts[bar]! += byOutside ? (hours.get(hour) ?? 0) - n : n;
  }
  return counts;
}
