// Keeps `filter_warning` right as messages arrive (DESIGN §5), in any order and across batches.
//
// The domain rule marks, for each hidden message, the same player's nearest visible message before
// and after it. Equivalently a visible message is warned exactly when its immediate neighbour (same
// player, by time then id) is hidden, so a new message can change only itself and its immediate
// old neighbours. For each player touched by a batch we therefore load the window from the second
// message before the earliest new one to the second message after the latest new one (by the
// (user_id, timestamp) index), run the domain's `filterWarnings` over it, and store what changed.
// Every message in the window except its two ends has both neighbours loaded; the ends are never
// affected, so they are left alone.
import { filterWarnings } from '@staff-console/domain';
import { sql } from 'kysely';
import { prepared, type Sqlite, type Trx } from './bulk-insert';
import type { ChatRow } from './ingest.rows';

export interface PlayerSpan {
  userId: number;
  /** Earliest and latest timestamp among the player's newly stored messages. */
  from: number;
  to: number;
}

export interface WindowRow {
  id: string;
  timestamp: number;
  hidden: number;
  filter_warning: number;
}

export interface WarningChange {
  id: string;
  filter_warning: number;
}

export function touchedSpans(rows: readonly ChatRow[]): PlayerSpan[] {
  const spans = new Map<number, PlayerSpan>();
  for (const row of rows) {
    const span = spans.get(row.user_id);
    if (!span) spans.set(row.user_id, { userId: row.user_id, from: row.timestamp, to: row.timestamp });
    else {
      if (row.timestamp < span.from) span.from = row.timestamp;
      if (row.timestamp > span.to) span.to = row.timestamp;
    }
  }
  return [...spans.values()];
}

const before = (a: WindowRow, b: WindowRow): boolean => a.timestamp < b.timestamp || (a.timestamp === b.timestamp && a.id < b.id);

/** The stored warnings in one player's window that the rule now says otherwise. */
export function warningChanges(span: PlayerSpan, window: readonly WindowRow[], out: WarningChange[] = []): WarningChange[] {
  if (window.length === 0) return out;
  const warned = filterWarnings(
    // The stored `hidden` flag is the domain's isHiddenMessage of the text, worked out on insert;
    // an empty or a plain text stands in for it so the rule need not re-read every message.
    window.map((r) => ({ id: r.id, userId: span.userId, timestamp: r.timestamp, message: r.hidden ? '' : 'visible' })),
  );
  let first = window[0]!;
  let last = first;
  let earlier = 0;
  let later = 0;
  for (const row of window) {
    if (before(row, first)) first = row;
    if (before(last, row)) last = row;
    if (row.timestamp < span.from) earlier += 1;
    if (row.timestamp > span.to) later += 1;
  }
  // Fewer than two messages before (after) the span means the window reaches the player's first
  // (last) message, whose neighbours are then all loaded.
  const skipFirst = earlier >= 2;
  const skipLast = later >= 2;
  for (const row of window) {
    if ((skipFirst && row === first) || (skipLast && row === last)) continue;
    const want = row.hidden === 0 && warned.has(row.id) ? 1 : 0;
    if (want !== row.filter_warning) out.push({ id: row.id, filter_warning: want });
  }
  return out;
}

const MIN_TIME = -9007199254740991;
const MAX_TIME = 9007199254740991;

// All touched players' windows in one statement: the spans travel as one JSON array, and SQLite
// seeks each window through the (user_id, timestamp) index (no per-player statement calls).
const SQLITE_WINDOWS = `
  SELECT j.key AS span, m.id, m.timestamp, m.hidden, m.filter_warning
  FROM json_each(?) AS j CROSS JOIN chat_messages AS m
  WHERE m.user_id = j.value ->> 0
    AND m.timestamp >= coalesce((SELECT b.timestamp FROM chat_messages AS b WHERE b.user_id = j.value ->> 0 AND b.timestamp < j.value ->> 1
                                 ORDER BY b.timestamp DESC LIMIT 1 OFFSET 1), ${MIN_TIME})
    AND m.timestamp <= coalesce((SELECT a.timestamp FROM chat_messages AS a WHERE a.user_id = j.value ->> 0 AND a.timestamp > j.value ->> 2
                                 ORDER BY a.timestamp LIMIT 1 OFFSET 1), ${MAX_TIME})`;

/** Groups window rows by the index of their span. */
function bySpan<T extends { span: number }>(rows: readonly T[], count: number): T[][] {
  const windows: T[][] = Array.from({ length: count }, () => []);
  for (const row of rows) windows[row.span]!.push(row);
  return windows;
}

/** SQLite, inside the writing transaction. Returns how many flags changed. */
export function recomputeWarningsSqlite(sqlite: Sqlite, spans: readonly PlayerSpan[]): number {
  if (spans.length === 0) return 0;
  const windowQuery = prepared(sqlite, SQLITE_WINDOWS);
  const update = prepared(sqlite, 'UPDATE chat_messages SET filter_warning = ? WHERE id = ?');
  const rows = windowQuery.all(JSON.stringify(spans.map((s) => [s.userId, s.from, s.to]))) as (WindowRow & { span: number })[];
  const windows = bySpan(rows, spans.length);
  const changes: WarningChange[] = [];
  spans.forEach((span, i) => warningChanges(span, windows[i]!, changes));
  for (const change of changes) update.run(change.filter_warning, change.id);
  return changes.length;
}

// Any fixed number: serialises the warning pass of concurrent chat batches (see below).
const CHAT_WARNINGS_LOCK = 5_406_001;

/**
 * PostgreSQL, inside the writing transaction: one query loads every touched player's window, one
 * statement stores the changes. The transaction-scoped advisory lock makes concurrent chat batches
 * take turns here; each then sees the rows of batches committed before it (READ COMMITTED), so two
 * batches of one player never both miss each other's messages.
 */
export async function recomputeWarningsPostgres(trx: Trx, spans: readonly PlayerSpan[]): Promise<number> {
  if (spans.length === 0) return 0;
  await sql`SELECT pg_advisory_xact_lock(${CHAT_WARNINGS_LOCK})`.execute(trx);
  const { rows } = await sql<WindowRow & { span: number }>`
    SELECT (s.n - 1)::int AS span, m.id, m.timestamp, m.hidden, m.filter_warning
    FROM unnest(${spans.map((s) => s.userId)}::bigint[], ${spans.map((s) => s.from)}::bigint[], ${spans.map((s) => s.to)}::bigint[])
      WITH ORDINALITY AS s(user_id, t_from, t_to, n)
    CROSS JOIN LATERAL (
      SELECT c.id, c.timestamp, c.hidden, c.filter_warning FROM chat_messages c
      WHERE c.user_id = s.user_id
        AND c.timestamp >= coalesce((SELECT b.timestamp FROM chat_messages b WHERE b.user_id = s.user_id AND b.timestamp < s.t_from
                                     ORDER BY b.timestamp DESC LIMIT 1 OFFSET 1), ${MIN_TIME})
        AND c.timestamp <= coalesce((SELECT a.timestamp FROM chat_messages a WHERE a.user_id = s.user_id AND a.timestamp > s.t_to
                                     ORDER BY a.timestamp LIMIT 1 OFFSET 1), ${MAX_TIME})
    ) m`.execute(trx);
  const windows = bySpan(rows, spans.length);
  const changes: WarningChange[] = [];
  spans.forEach((span, i) => warningChanges(span, windows[i]!, changes));
  if (changes.length > 0) {
    changes.sort((a, b) => (a.id < b.id ? -1 : 1));
    await sql`
      UPDATE chat_messages m SET filter_warning = u.fw
      FROM unnest(${changes.map((c) => c.id)}::varchar[], ${changes.map((c) => c.filter_warning)}::int[]) AS u(id, fw)
      WHERE m.id = u.id`.execute(trx);
  }
  return changes.length;
}
