// Keeps `filter_warning` right as messages arrive, in any order and across batches.
//
// The domain rule marks, for each hidden message, the same player's nearest visible message before
// and after it. Equivalently a visible message is warned exactly when its immediate neighbour (same
// player, by time then id) is hidden, so a new message can change only itself and its immediate
// old neighbours. For each player touched by a batch we therefore load the window from the second
// message before the earliest new one to the second message after the latest new one (by the
// (user_id, timestamp) index), run the domain's `filterWarnings` over it, and store what changed.
// Every message in the window except its two ends has both neighbours loaded; the ends are never
// affected, so they are left alone.
import { filterWarnings } from '@staff-console/domain/values';
import { sql } from 'kysely';
import type { Trx } from './bulk-insert';
import { prepared, type Sqlite } from '../../db/raw-sqlite';
import type { ChatRow } from './ingest.rows';

export interface PlayerSpan {
  userId: number;
  /** Earliest and latest timestamp among the player's newly stored messages. */
  from: number;
  to: number;
  /** Whether one of those new messages is hidden. */
  hidden: boolean;
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
    if (!span) spans.set(row.user_id, { userId: row.user_id, from: row.timestamp, to: row.timestamp, hidden: row.hidden === 1 });
    else {
      if (row.timestamp < span.from) span.from = row.timestamp;
      if (row.timestamp > span.to) span.to = row.timestamp;
      if (row.hidden === 1) span.hidden = true;
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

/** Groups window rows by the index of their span. */
function bySpan<T extends { span: number }>(rows: readonly T[], count: number): T[][] {
  const windows: T[][] = Array.from({ length: count }, () => []);
  for (const row of rows) windows[row.span]!.push(row);
  return windows;
}

// One statement for all touched players. Only "hot" windows, those where a flag can change, are
// read out: a flag changes only next to a hidden message (a warned message's hidden neighbour is
// in its window too, unless the message is at the window's edge, which is never changed). With
// ~2 % of lines filtered, most players are cold.
const boundsOf = (spans: string) => `
  SELECT s.n, s.user_id, s.hidden_new,
    coalesce((SELECT b.timestamp FROM chat_messages AS b WHERE b.user_id = s.user_id AND b.timestamp < s.t_from
              ORDER BY b.timestamp DESC LIMIT 1 OFFSET 1), ${MIN_TIME}) AS lo,
    coalesce((SELECT a.timestamp FROM chat_messages AS a WHERE a.user_id = s.user_id AND a.timestamp > s.t_to
              ORDER BY a.timestamp LIMIT 1 OFFSET 1), ${MAX_TIME}) AS hi
  FROM ${spans} AS s`;

const COLUMNS = 'w.n AS span, m.id, m.timestamp, m.hidden, m.filter_warning';

// SQLite decides hotness before looking for bounds, with at most two seeks a player: a window is
// hot when a new message is hidden, when the player's last older message before the new ones is
// hidden, or when older messages lie at or after them (out of order: then anything may move).
// Otherwise the new, visible messages simply follow a visible one and no flag changes. Older
// means `seq` up to the batch's first, and `seq` sits in every index entry, so that test reads
// no table row. The spans come in through a temporary table filled from one JSON array.
const SQLITE_SPANS = 'ingest_chat_spans';
const SQLITE_WINDOWS = `
  WITH hot AS MATERIALIZED (
    SELECT s.* FROM temp.${SQLITE_SPANS} AS s
    WHERE s.hidden_new = 1
      OR (SELECT z.hidden FROM chat_messages AS z WHERE z.user_id = s.user_id AND z.timestamp < s.t_from
          ORDER BY z.timestamp DESC LIMIT 1) = 1
      OR EXISTS (SELECT 1 FROM chat_messages AS y WHERE y.user_id = s.user_id AND y.timestamp >= s.t_from AND y.seq <= ?)),
  w AS MATERIALIZED (${boundsOf('hot')})
  SELECT ${COLUMNS} FROM w CROSS JOIN chat_messages AS m
  WHERE m.user_id = w.user_id AND m.timestamp BETWEEN w.lo AND w.hi`;

// PostgreSQL has no batch marker on rows, so it finds every window's bounds and looks for a
// hidden message inside. LATERAL … OFFSET 0 (not flattened) keeps it from hashing the whole table
// when it misjudges how many windows are hot.
const POSTGRES_WINDOWS = `
  bounds AS MATERIALIZED (${boundsOf('spans')}),
  w AS MATERIALIZED (
    SELECT b.* FROM bounds AS b WHERE b.hidden_new = 1 OR EXISTS (
      SELECT 1 FROM chat_messages AS z WHERE z.user_id = b.user_id AND z.timestamp BETWEEN b.lo AND b.hi AND z.hidden = 1))
  SELECT ${COLUMNS} FROM w CROSS JOIN LATERAL (
    SELECT c.id, c.timestamp, c.hidden, c.filter_warning FROM chat_messages AS c
    WHERE c.user_id = w.user_id AND c.timestamp BETWEEN w.lo AND w.hi OFFSET 0) AS m`;

const spanRow = (s: PlayerSpan) => [s.userId, s.from, s.to, s.hidden ? 1 : 0];

/** SQLite, inside the writing transaction, after rows above `previousSeq` were added. */
export function recomputeWarningsSqlite(sqlite: Sqlite, spans: readonly PlayerSpan[], previousSeq: number): number {
  if (spans.length === 0) return 0;
  prepared(
    sqlite,
    `CREATE TEMP TABLE IF NOT EXISTS ${SQLITE_SPANS} (n INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, t_from INTEGER NOT NULL, t_to INTEGER NOT NULL, hidden_new INTEGER NOT NULL)`,
  ).run();
  prepared(sqlite, `DELETE FROM temp.${SQLITE_SPANS}`).run();
  prepared(
    sqlite,
    `INSERT INTO temp.${SQLITE_SPANS} (n, user_id, t_from, t_to, hidden_new) SELECT key, value ->> 0, value ->> 1, value ->> 2, value ->> 3 FROM json_each(?)`,
  ).run(JSON.stringify(spans.map(spanRow)));
  const rows = prepared(sqlite, SQLITE_WINDOWS).all(previousSeq) as (WindowRow & { span: number })[];
  const windows = bySpan(rows, spans.length);
  const changes: WarningChange[] = [];
  spans.forEach((span, i) => warningChanges(span, windows[i]!, changes));
  const update = prepared(sqlite, 'UPDATE chat_messages SET filter_warning = ? WHERE id = ?');
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
  // Its cost estimate would make PostgreSQL compile this query (JIT) every time: more than it runs.
  await sql`SET LOCAL jit = off`.execute(trx);
  const column = (i: number) => spans.map((s) => spanRow(s)[i]);
  const spanRows = sql`
    SELECT (n - 1)::int AS n, user_id, t_from, t_to, hidden_new
    FROM unnest(${column(0)}::bigint[], ${column(1)}::bigint[], ${column(2)}::bigint[], ${column(3)}::int[])
      WITH ORDINALITY AS s(user_id, t_from, t_to, hidden_new, n)`;
  const { rows } = await sql<WindowRow & { span: number }>`
    WITH spans AS MATERIALIZED (${spanRows}), ${sql.raw(POSTGRES_WINDOWS)}`.execute(trx);
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
