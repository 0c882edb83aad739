// The chat retention floor: a time (epoch ms, on an hour boundary) below which chat messages are
// deleted or being deleted. The retention job raises it in one small transaction before it deletes
// a single row, and never lowers it; Chat Logs (list, searches, totals, exports) read only messages
// at or above it. So a run that deletes a million old messages in chunks changes no list total and
// no search total while it works: the totals kept per process (caches/count-cache.ts) are brought
// forward through the whole run instead of being counted again after every chunk, and the
// messages the run has yet to reach are already gone from the screens.
//
// On an hour boundary, the messages below it are an exact sum of `chat_hours` (areas/logs/chat/chat-hours.ts),
// so the visible messages at or above it are the visible counter minus that sum, without a count.
import { type Kysely, sql } from 'kysely';
import { HOUR_MS } from './chat-hours';
import type { Engine } from '../../../db/database';
import type { DB } from '../../../db/schema';
import type { TimeWindow } from '../../../db/search/time-window';

/** The counters row holding the floor; absent (or 0) before any retention run. */
export const CHAT_FLOOR_COUNTER = 'chat_floor';

/** The hour boundary at or below `time`: where a retention cutoff puts the floor. */
export const floorHour = (time: number): number => Math.floor(time / HOUR_MS) * HOUR_MS;

/** The floor in this snapshot; 0 when there is none. */
export async function chatFloor(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('counters').select('value').where('name', '=', CHAT_FLOOR_COUNTER).executeTakeFirst();
  return row ? Number(row.value) : 0;
}

/** Raises the floor to `to` (never lowers it); returns the floor now. */
export async function raiseChatFloor(db: Kysely<DB>, engine: Engine, to: number): Promise<number> {
  const higher = engine === 'postgres' ? sql`GREATEST(counters.value, excluded.value)` : sql`max(counters.value, excluded.value)`;
  await sql`INSERT INTO counters (name, value) VALUES (${CHAT_FLOOR_COUNTER}, ${to})
    ON CONFLICT (name) DO UPDATE SET value = ${higher}`.execute(db);
  return chatFloor(db);
}

/** The window with its start raised to the floor (unchanged when there is no floor). */
export const aboveFloor = (window: TimeWindow, floor: number): TimeWindow =>
  floor > 0 && (window.from === undefined || window.from < floor) ? { ...window, from: floor } : window;

/**
 * SQL for the visible messages at or above the floor in this snapshot (the visible counter minus
 * the hours below the floor), and the floor itself. Both engines.
 */
export const visibleAboveFloorSql = (visibleCounter: string) => sql<{ visible: number | string | null; floor: number | string }>`
  SELECT (SELECT value FROM counters WHERE name = ${visibleCounter})
      - coalesce((SELECT sum(visible) FROM chat_hours
          WHERE hour < (SELECT coalesce(max(value), 0) FROM counters WHERE name = ${CHAT_FLOOR_COUNTER}) / ${HOUR_MS}), 0) AS visible,
    (SELECT coalesce(max(value), 0) FROM counters WHERE name = ${CHAT_FLOOR_COUNTER}) AS floor`;
