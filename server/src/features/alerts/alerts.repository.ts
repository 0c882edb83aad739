// The alerts inbox's reads and read marks. Totals never count alerts: a rule's `alert_count` and a
// reader's `read_count` per rule are kept as alerts are stored and read, so the inbox's totals are
// sums over the viewer's rules. Lists read `alerts` newest first by id (the primary key, or
// (rule_id, id) for one rule), or, for unread alerts, by each rule's number above the reader's
// watermark ((rule_id, rule_seq)).
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

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
}

/**
 * A page of alerts of these rules, newest first, each with whether this reader has read it. With
 * `unreadAbove` (rule → its watermark), only the unread ones: numbered above the watermark and
 * not read one by one.
 */
export async function alertPage(
  db: Kysely<DB>,
  userId: string,
  ruleIds: readonly string[],
  marks: ReadonlyMap<string, ReadMark>,
  options: { unread: boolean; limit: number; offset: number },
): Promise<AlertRow[]> {
  if (ruleIds.length === 0) return [];
  const watermark = (ruleId: string) => marks.get(ruleId)?.read_through_seq ?? 0;
  const ruleFilter = options.unread
    ? sql.join(
        ruleIds.map((id) => sql`(a.rule_id = ${id} AND a.rule_seq > ${watermark(id)})`),
        sql` OR `,
      )
    : sql`a.rule_id IN (${sql.join(ruleIds.map((id) => sql`${id}`))})`;
  const { rows } = await sql<AlertRow>`
    SELECT a.id, a.rule_id, a.kind, a.ref, a.summary, a.created_at,
      CASE WHEN a.rule_seq <= coalesce(m.read_through_seq, 0) OR r.alert_id IS NOT NULL THEN 1 ELSE 0 END AS read
    FROM alerts a
    LEFT JOIN alert_read_marks m ON m.user_id = ${userId} AND m.rule_id = a.rule_id
    LEFT JOIN alert_reads r ON r.user_id = ${userId} AND r.alert_id = a.id
    WHERE (${ruleFilter}) ${options.unread ? sql`AND r.alert_id IS NULL` : sql``}
    ORDER BY a.id DESC
    LIMIT ${options.limit} OFFSET ${options.offset}`.execute(db);
  return rows;
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

/**
 * Everything of these rules read: the watermark moves to each rule's current count (every alert
 * numbered up to it is read), and the single reads it now covers are dropped.
 */
export async function markAllRead(db: Kysely<DB>, userId: string, ruleIds: readonly string[]): Promise<void> {
  if (ruleIds.length === 0) return;
  const ids = sql.join(ruleIds.map((id) => sql`${id}`));
  await sql`
    INSERT INTO alert_read_marks (user_id, rule_id, read_through_seq, read_count)
    SELECT ${userId}, w.id, w.alert_count, w.alert_count FROM watch_rules w WHERE w.id IN (${ids})
    ON CONFLICT (user_id, rule_id) DO UPDATE SET read_through_seq = excluded.read_through_seq, read_count = excluded.read_count`.execute(db);
  await sql`DELETE FROM alert_reads WHERE user_id = ${userId} AND rule_id IN (${ids})`.execute(db);
}
