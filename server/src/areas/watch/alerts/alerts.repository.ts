// The alerts inbox's reads and read marks. Totals never count alerts: a rule's `alert_count` and a
// reader's `read_count` per rule are kept as alerts are stored and read, so the inbox's totals are
// sums over the viewer's rules. Lists read `alerts` newest first by id (the primary key, or
// (rule_id, id) for one rule), or, for unread alerts, by each rule's number above the reader's
// watermark ((rule_id, rule_seq)).
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema';

export interface ReadMark {
  rule_id: string;
  read_through_seq: number;
  read_count: number;
}

export async function readMarks(db: Kysely<DB>, userId: string, ruleIds: readonly string[]): Promise<Map<string, ReadMark>> {
  if (ruleIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('alert_read_marks')
    .select(['rule_id', 'read_through_seq', 'read_count'])
    .where('user_id', '=', userId)
    .where('rule_id', 'in', ruleIds)
    .execute();
  return new Map(rows.map((r) => [r.rule_id, { rule_id: r.rule_id, read_through_seq: Number(r.read_through_seq), read_count: Number(r.read_count) }]));
}

export interface AlertRow {
  id: string;
  rule_id: string;
  kind: string;
  ref: string;
  summary: string;
  created_at: number | string;
  read: number | boolean;
  player_id: number | string | null;
  group_key: string | null;
}

/** A rule's share of a list: how many of its alerts the list holds (all of them, or the unread ones). */
export interface RuleShare {
  ruleId: string;
  rows: number;
}

export interface AlertPageRequest {
  unread: boolean;
  limit: number;
  offset: number;
  /** How many rows the list holds in all (the sum of the shares). */
  total: number;
  /** How many alerts the table holds, of every rule. */
  allAlerts: number;
  /** Fixes the plan rather than choosing the cheaper one (tests read every page both ways). */
  plan?: 'merge' | 'walk';
}

/** Compound selects stay well below SQLite's limit of 500 terms. */
const MAX_MERGED_RULES = 200;

/**
 * How a page is read. `merge` takes from each rule, newest first by its (rule_id, id) index, at most
 * as many alerts as the page could need of it, and sorts those few; its cost is the sum of those
 * takes. `walk` reads the whole table newest first by id and keeps the viewer's alerts; its cost is
 * the page's depth divided by the viewer's share of all alerts. The cheaper one is used: a viewer of
 * every shared rule walks; a viewer of one personal rule among a million alerts merges.
 */
export function choosePagePlan(shares: readonly RuleShare[], need: number, allAlerts: number): 'merge' | 'walk' {
  const visible = shares.reduce((sum, s) => sum + s.rows, 0);
  if (shares.length > MAX_MERGED_RULES) return 'walk';
  const mergeCost = shares.reduce((sum, s) => sum + Math.min(need, s.rows), 0);
  const walkCost = visible === 0 ? Infinity : (need * Math.max(allAlerts, visible)) / visible;
  return mergeCost <= walkCost ? 'merge' : 'walk';
}

/**
 * The unread condition on an alert row `a` of a list read by `userId`: numbered above the reader's
 * watermark for its rule and not read one by one. `a.rule_seq + 0` keeps the planners on the
 * (rule_id, id) order rather than the (rule_id, rule_seq) range.
 */
const unreadCondition = (userId: string) =>
  sql`a.rule_seq + 0 > coalesce((SELECT m.read_through_seq FROM alert_read_marks m WHERE m.user_id = ${userId} AND m.rule_id = a.rule_id), 0)
    AND NOT EXISTS (SELECT 1 FROM alert_reads r WHERE r.user_id = ${userId} AND r.alert_id = a.id)`;

const COLUMNS = sql`a.id, a.rule_id, a.rule_seq, a.kind, a.ref, a.summary, a.created_at, a.player_id, a.group_key`;

/** Each rule's newest (or oldest) alerts of the list, at most `take` of each, as one compound select. */
function mergedRows(userId: string, shares: readonly RuleShare[], unread: boolean, direction: 'asc' | 'desc', need: number) {
  const order = direction === 'asc' ? sql`ASC` : sql`DESC`;
  const terms = shares.map(
    (s, i) => sql`SELECT * FROM (SELECT ${COLUMNS} FROM alerts a
      WHERE a.rule_id = ${s.ruleId} ${unread ? sql`AND ${unreadCondition(userId)}` : sql``}
      ORDER BY a.id ${order} LIMIT ${Math.min(need, s.rows)}) ${sql.raw(`AS r${i}`)}`,
  );
  return sql.join(terms, sql` UNION ALL `);
}

/** Every alert of the viewer's rules in id order, read from the primary key (`|| ''` keeps the planners off the rule index). */
function walkedRows(userId: string, shares: readonly RuleShare[], unread: boolean) {
  const ids = sql.join(shares.map((s) => sql`${s.ruleId}`));
  return sql`SELECT ${COLUMNS} FROM alerts a WHERE (a.rule_id || '') IN (${ids}) ${unread ? sql`AND ${unreadCondition(userId)}` : sql``}`;
}

/**
 * A page of the list, newest first, each alert with whether this reader has read it. Pages past the
 * middle of a full list are read from the oldest end, so the last page costs what the first does.
 * The shares are exact (kept by counters), so no plan reads past the list's last row.
 */
export async function alertPage(db: Kysely<DB>, userId: string, shares: readonly RuleShare[], request: AlertPageRequest): Promise<AlertRow[]> {
  const present = shares.filter((s) => s.rows > 0);
  const { limit, offset, total } = request;
  if (present.length === 0 || offset >= total) return [];
  const fromOldest = !request.unread && offset + limit / 2 > total / 2;
  const skip = fromOldest ? Math.max(0, total - offset - limit) : offset;
  const take = fromOldest ? Math.min(limit, total - offset) : limit;
  const direction = fromOldest ? 'asc' : 'desc';
  const need = Math.min(skip + take, total);
  const source =
    (request.plan ?? choosePagePlan(present, need, request.allAlerts)) === 'merge'
      ? mergedRows(userId, present, request.unread, direction, need)
      : walkedRows(userId, present, request.unread);
  const order = direction === 'asc' ? sql`ASC` : sql`DESC`;
  const { rows } = await sql<AlertRow>`
    SELECT a.id, a.rule_id, a.kind, a.ref, a.summary, a.created_at, a.player_id, a.group_key,
      CASE WHEN a.rule_seq <= coalesce(m.read_through_seq, 0) OR r.alert_id IS NOT NULL THEN 1 ELSE 0 END AS read
    FROM (SELECT * FROM (${source}) AS listed ORDER BY id ${order} LIMIT ${take} OFFSET ${skip}) a
    LEFT JOIN alert_read_marks m ON m.user_id = ${userId} AND m.rule_id = a.rule_id
    LEFT JOIN alert_reads r ON r.user_id = ${userId} AND r.alert_id = a.id
    ORDER BY a.id DESC`.execute(db);
  return rows;
}

/** How many alerts the table holds, from the rules' counters. */
export async function allAlertCount(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('watch_rules')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('alert_count'), eb.lit(0)).as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** PostgreSQL: one reader's read marks change one request at a time. */
export const lockReader = (trx: Kysely<DB>, userId: string) => sql`SELECT pg_advisory_xact_lock(hashtext(${`alert-reads:${userId}`}))`.execute(trx);

/** Of these alert ids, those of these rules that this reader has not read yet, with their rule. */
export async function unreadAmong(
  db: Kysely<DB>,
  userId: string,
  ids: readonly string[],
  ruleIds: readonly string[],
): Promise<{ id: string; rule_id: string }[]> {
  if (ids.length === 0 || ruleIds.length === 0) return [];
  const { rows } = await sql<{ id: string; rule_id: string }>`
    SELECT a.id, a.rule_id FROM alerts a
    LEFT JOIN alert_read_marks m ON m.user_id = ${userId} AND m.rule_id = a.rule_id
    WHERE a.id IN (${sql.join(ids.map((id) => sql`${id}`))})
      AND a.rule_id IN (${sql.join(ruleIds.map((id) => sql`${id}`))})
      AND a.rule_seq > coalesce(m.read_through_seq, 0)
      AND NOT EXISTS (SELECT 1 FROM alert_reads r WHERE r.user_id = ${userId} AND r.alert_id = a.id)`.execute(db);
  return rows;
}

export async function insertReads(db: Kysely<DB>, userId: string, alerts: readonly { id: string; rule_id: string }[]): Promise<void> {
  if (alerts.length === 0) return;
  await db
    .insertInto('alert_reads')
    .values(alerts.map((a) => ({ user_id: userId, alert_id: a.id, rule_id: a.rule_id })))
    .execute();
}

/** Adds single reads to a reader's count for a rule (a mark at watermark 0 when there was none). */
export const addReads = (db: Kysely<DB>, userId: string, ruleId: string, n: number) =>
  db
    .insertInto('alert_read_marks')
    .values({ user_id: userId, rule_id: ruleId, read_through_seq: 0, read_count: n })
    .onConflict((oc) => oc.columns(['user_id', 'rule_id']).doUpdateSet((eb) => ({ read_count: eb('alert_read_marks.read_count', '+', n) })))
    .execute();
