// "Mark read" by filter and its undo, on the watermark design of migration 016: marking a rule's
// alerts read up to the newest one a screen showed moves the reader's watermark for that rule to
// that alert's number and folds the single reads below it in; the undo record keeps each rule's
// watermark before and after and the folded single reads, so undoing restores exactly those.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema';
import { newId } from '../../../db/ids';

export interface RuleMark {
  ruleId: string;
  /** The watermark before and after the marking. */
  from: number;
  to: number;
  /** Single reads between the two watermarks that the marking folded in. */
  reads: string[];
}

/** Ids are ordered by time to the second, rule numbers by commit: near a boundary they may disagree this far. */
const DISORDER_WINDOW = 64;

/**
 * The highest number of a rule's alerts that may be marked read as of the alert `before`: the
 * largest number among its alerts up to `before`, but below every alert after it, so an alert
 * stored after the screen was shown is never marked. Both ends read a few rows of (rule_id, id).
 */
export async function watermarkAsOf(db: Kysely<DB>, ruleId: string, before: string): Promise<number> {
  const { rows } = await sql<{ below: number | string | null; above: number | string | null }>`
    SELECT
      (SELECT max(rule_seq) FROM (SELECT rule_seq FROM alerts WHERE rule_id = ${ruleId} AND id <= ${before} ORDER BY id DESC LIMIT ${DISORDER_WINDOW}) b) AS below,
      (SELECT min(rule_seq) FROM (SELECT rule_seq FROM alerts WHERE rule_id = ${ruleId} AND id > ${before} ORDER BY id ASC LIMIT ${DISORDER_WINDOW}) a) AS above`.execute(
    db,
  );
  const below = rows[0]?.below == null ? 0 : Number(rows[0].below);
  const above = rows[0]?.above == null ? Infinity : Number(rows[0].above) - 1;
  return Math.min(below, above);
}

export async function ruleAlertCount(db: Kysely<DB>, ruleId: string): Promise<number> {
  const row = await db.selectFrom('watch_rules').select('alert_count').where('id', '=', ruleId).executeTakeFirst();
  return Number(row?.alert_count ?? 0);
}

export async function readMark(db: Kysely<DB>, userId: string, ruleId: string): Promise<{ seq: number; count: number } | null> {
  const row = await db
    .selectFrom('alert_read_marks')
    .select(['read_through_seq', 'read_count'])
    .where('user_id', '=', userId)
    .where('rule_id', '=', ruleId)
    .executeTakeFirst();
  return row ? { seq: Number(row.read_through_seq), count: Number(row.read_count) } : null;
}

/** The reader's single reads of a rule's alerts numbered in (from, to]. */
async function singleReadsBetween(db: Kysely<DB>, userId: string, ruleId: string, from: number, to: number): Promise<string[]> {
  const { rows } = await sql<{ alert_id: string }>`
    SELECT r.alert_id FROM alert_reads r JOIN alerts a ON a.id = r.alert_id
    WHERE r.user_id = ${userId} AND r.rule_id = ${ruleId} AND a.rule_seq > ${from} AND a.rule_seq <= ${to}`.execute(db);
  return rows.map((r) => r.alert_id);
}

/** Moves the watermark from `from` to `to` (to > from); answers what moved. */
export async function raiseWatermark(db: Kysely<DB>, userId: string, ruleId: string, from: number, to: number): Promise<RuleMark> {
  const reads = await singleReadsBetween(db, userId, ruleId, from, to);
  const gained = to - from - reads.length;
  await db
    .insertInto('alert_read_marks')
    .values({ user_id: userId, rule_id: ruleId, read_through_seq: to, read_count: to })
    .onConflict((oc) =>
      oc.columns(['user_id', 'rule_id']).doUpdateSet((eb) => ({ read_through_seq: to, read_count: eb('alert_read_marks.read_count', '+', gained) })),
    )
    .execute();
  if (reads.length > 0) await db.deleteFrom('alert_reads').where('user_id', '=', userId).where('alert_id', 'in', reads).execute();
  return { ruleId, from, to, reads };
}

/** Puts a rule's watermark back from `to` to `from` with the single reads it folded in; answers how many alerts are unread again. */
export async function lowerWatermark(db: Kysely<DB>, userId: string, mark: RuleMark): Promise<number> {
  const kept =
    mark.reads.length === 0
      ? []
      : (await db.selectFrom('alerts').select('id').where('id', 'in', mark.reads).where('rule_id', '=', mark.ruleId).execute()).map((r) => r.id);
  if (kept.length > 0)
    await db
      .insertInto('alert_reads')
      .values(kept.map((id) => ({ user_id: userId, alert_id: id, rule_id: mark.ruleId })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  const lost = mark.to - mark.from - kept.length;
  await db
    .updateTable('alert_read_marks')
    .set((eb) => ({ read_through_seq: mark.from, read_count: eb('read_count', '-', lost) }))
    .where('user_id', '=', userId)
    .where('rule_id', '=', mark.ruleId)
    .execute();
  return lost;
}

/** A reader keeps this many markings to undo, the latest ones. */
export const UNDO_KEPT = 5;

export async function saveUndo(db: Kysely<DB>, userId: string, marks: readonly RuleMark[], now: number): Promise<string> {
  const id = newId(now);
  await db
    .insertInto('alert_read_undos')
    .values({ id, user_id: userId, marks: JSON.stringify(marks), created_at: now })
    .execute();
  const stale = await db
    .selectFrom('alert_read_undos')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(UNDO_KEPT)
    .limit(100)
    .execute();
  if (stale.length > 0)
    await db
      .deleteFrom('alert_read_undos')
      .where(
        'id',
        'in',
        stale.map((r) => r.id),
      )
      .execute();
  return id;
}

/** Takes a reader's undo record (it undoes once), or null when it is not theirs or gone. */
export async function takeUndo(db: Kysely<DB>, userId: string, id: string): Promise<RuleMark[] | null> {
  const row = await db.selectFrom('alert_read_undos').select('marks').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) return null;
  await db.deleteFrom('alert_read_undos').where('id', '=', id).execute();
  return JSON.parse(row.marks) as RuleMark[];
}
