// `chat_hours`: how many visible chat messages each hour holds. Every change to the visible rows
// changes these counts in the same transaction (a batch stored, old rows deleted by retention),
// so they are exact in every snapshot. Chat Logs reads them to find which hour a deep page starts
// in (areas/logs/chat/chat.hours.ts). Hours are epoch hours: timestamp / 3,600,000, rounded down.
import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

export const HOUR_MS = 3_600_000;

export const hourOf = (timestamp: number): number => Math.floor(timestamp / HOUR_MS);

/** Visible messages per hour among `rows`, in ascending hour order (the order rows are locked in). */
export function visiblePerHour(rows: readonly { timestamp: number; hidden: number | null }[]): [hour: number, visible: number][] {
  const perHour = new Map<number, number>();
  for (const row of rows) {
    if (row.hidden !== 0) continue;
    const hour = hourOf(Number(row.timestamp));
    perHour.set(hour, (perHour.get(hour) ?? 0) + 1);
  }
  return [...perHour].sort((a, b) => a[0] - b[0]);
}

/**
 * Adds `sign` × each hour's count (−1 when the rows were deleted). Hours are changed in ascending
 * order, so two PostgreSQL transactions that touch the same hours cannot deadlock.
 */
export async function addChatHours(trx: Kysely<DB>, counts: readonly [number, number][], sign: 1 | -1): Promise<void> {
  if (counts.length === 0) return;
  await trx
    .insertInto('chat_hours')
    .values(counts.map(([hour, visible]) => ({ hour, visible: sign * visible })))
    .onConflict((oc) => oc.column('hour').doUpdateSet((eb) => ({ visible: eb('chat_hours.visible', '+', eb.ref('excluded.visible')) })))
    .execute();
}

/** The same on SQLite's raw handle, inside the caller's transaction. */
export function addChatHoursSqlite(sqlite: SQLite.Database, counts: readonly [number, number][], sign: 1 | -1): void {
  if (counts.length === 0) return;
  const upsert = sqlite.prepare('INSERT INTO chat_hours (hour, visible) VALUES (?, ?) ON CONFLICT (hour) DO UPDATE SET visible = visible + excluded.visible');
  for (const [hour, visible] of counts) upsert.run(hour, sign * visible);
}
