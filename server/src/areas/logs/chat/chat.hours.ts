// Deep pages of the unfiltered Chat Logs list, and of a time window, without an offset scan. An
// offset walks one index entry per skipped message (two seconds for the middle of ten million
// messages on SQLite), so a page far from both ends is found through the visible messages per
// hour (areas/logs/chat/chat-hours.ts) instead: the hours are summed, newest first, up to the hour the page
// starts in, and only that hour's messages are skipped, from whichever of its ends is nearer.
import type { Kysely } from 'kysely';
import { HOUR_MS, hourOf } from './chat-hours';
import type { DB } from '../../../db/schema';
import { directionFor, MAX_PAGE_DEPTH, PageTooDeepError, pageWindow } from '../../../db/search/paging';
import type { PageRequest } from './search/time-log-search';
import type { TimeWindow } from '../../../db/search/time-window';

/** The part of one hour inside a window (inclusive bounds), and its visible messages. */
export interface HourSpan {
  from: number;
  to: number;
  visible: number;
}

/** Where to read a page: a window whose newest (or, reversed, oldest) end the page starts near. */
export interface LocatedPage {
  window: TimeWindow;
  page: PageRequest;
  /** The rows come oldest first and are flipped into page order. */
  reversed: boolean;
}

async function countSpan(db: Kysely<DB>, from: number, to: number): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .where('hidden', '=', 0)
    .where('timestamp', '>=', from)
    .where('timestamp', '<=', to)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The window's hours that hold visible messages, newest first. An hour cut by the window's ends is
 * counted exactly (at most two such hours, each one hour's messages at most).
 */
export async function visibleHours(db: Kysely<DB>, window: TimeWindow): Promise<HourSpan[]> {
  if (window.from !== undefined && window.to !== undefined && window.from > window.to) return [];
  const rows = await db
    .selectFrom('chat_hours')
    .select(['hour', 'visible'])
    .where('visible', '>', 0)
    .$if(window.to !== undefined, (q) => q.where('hour', '<=', hourOf(window.to!)))
    .$if(window.from !== undefined, (q) => q.where('hour', '>=', hourOf(window.from!)))
    .orderBy('hour', 'desc')
    .execute();
  const spans: HourSpan[] = [];
  for (const row of rows) {
    const start = Number(row.hour) * HOUR_MS;
    const end = start + HOUR_MS - 1;
    const from = Math.max(start, window.from ?? start);
    const to = Math.min(end, window.to ?? end);
    const visible = from === start && to === end ? Number(row.visible) : await countSpan(db, from, to);
    if (visible > 0) spans.push({ from, to, visible });
  }
  return spans;
}

/** Visible messages before `time` (an hour boundary): the sum of the hours below it. */
export async function visibleBefore(db: Kysely<DB>, time: number): Promise<number> {
  const row = await db
    .selectFrom('chat_hours')
    .where('hour', '<', hourOf(time))
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('visible'), eb.lit(0)).as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const totalOf = (spans: readonly HourSpan[]): number => spans.reduce((sum, span) => sum + span.visible, 0);

/**
 * How to read messages `skip` … `skip + limit` (newest first) of the window whose hours are
 * `spans`; null when the page lies beyond them. Throws PageTooDeepError only when one hour holds
 * so many messages that even its nearer end is MAX_PAGE_DEPTH rows away.
 */
export function locatePage(spans: readonly HourSpan[], window: TimeWindow, skip: number, limit: number): LocatedPage | null {
  let newer = 0;
  for (const span of spans) {
    if (skip < newer + span.visible) {
      const fromTop = skip - newer;
      const fromBottom = span.visible - fromTop - limit;
      // The page lies inside this hour and nearer its oldest message: read up from there.
      if (fromBottom >= 0 && fromBottom < fromTop) {
        if (fromBottom > MAX_PAGE_DEPTH) throw new PageTooDeepError();
        return { window: { from: span.from, to: window.to }, page: { order: 'asc', offset: fromBottom, limit }, reversed: true };
      }
      if (fromTop > MAX_PAGE_DEPTH) throw new PageTooDeepError();
      // Down from the hour's newest message, on into older hours when the page runs past it.
      return { window: { from: window.from, to: span.to }, page: { order: 'desc', offset: fromTop, limit }, reversed: false };
    }
    newer += span.visible;
  }
  return null;
}

/** How far from the nearer end the unfiltered list is paged by offset alone (a few milliseconds of index). */
const DIRECT_DEPTH = 10_000;

/**
 * Where messages `skip` … `skip + limit` of a filter's `total` (newest first) are read, decided once
 * before a row is read: from whichever end of the result is nearer (db/search/paging.ts), or,
 * without a search and more than `directDepth` from both ends, through the page's hour. Null when
 * the page lies beyond the result.
 */
export async function locateChatPage(
  db: Kysely<DB>,
  filter: { search?: string | undefined; window: TimeWindow },
  skip: number,
  limit: number,
  total: number,
  directDepth = DIRECT_DEPTH,
): Promise<LocatedPage | null> {
  // Hours count every visible message, not a search's matches: only the unfiltered list is found through them.
  if (!filter.search && Math.min(skip, total - skip - limit) > directDepth)
    return locatePage(await visibleHours(db, filter.window), filter.window, skip, limit);
  const near = pageWindow(skip, limit, total);
  if (!near) return null;
  return { window: filter.window, page: { order: directionFor('desc', near), limit: near.limit, offset: near.offset }, reversed: near.reversed };
}
