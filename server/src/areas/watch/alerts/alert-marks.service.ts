// "Mark read" for what a list shows, and its undo (docs/RULES.md, "Watchlists and alerts"). A list
// filtered to one rule marks that rule's alerts only; every marking stops at the newest alert the
// screen saw (`before`), so an alert that arrived after is never marked; and it answers a token
// that undoes exactly that marking (the reader's five latest markings can be undone, once each).
import { type AlertsReadBody, type AlertsUnreadBody, MESSAGES } from '@staff-console/domain';
import type { Database } from '../../../db/database';
import { writeTransaction } from '../../../db/write-transaction';
import { notFound } from '../../../errors/errors';
import { rulesInSight } from '../matching/rules.repository';
import type { Viewer } from '../matching/viewer';
import * as marks from './alert-marks.repository';
import * as repo from './alerts.repository';
import { unreadCount } from './alerts.service';

type Marking = Exclude<AlertsReadBody, { ids: string[] }>;

/** Marks the list's alerts read (every rule in sight, or the one named) up to `before`, or all of them. */
async function markList(database: Database, viewer: Viewer, body: Marking): Promise<{ marked: number; undoToken: string | null }> {
  const ruleId = 'ruleId' in body ? body.ruleId : undefined;
  const rules = await rulesInSight(database.db, viewer, { ruleId });
  if (ruleId !== undefined && rules.length === 0) throw notFound(MESSAGES.watchRuleNotFound);
  const before = 'before' in body ? body.before : null;
  // Only rules with unread alerts (by their counters) are looked at again inside the transaction.
  const counted = await repo.readMarks(
    database.db,
    viewer.id,
    rules.map((r) => r.id),
  );
  const candidates = rules.filter((r) => Number(r.alert_count) > (counted.get(r.id)?.read_count ?? 0));
  return writeTransaction(database, async (trx) => {
    if (database.engine === 'postgres') await repo.lockReader(trx, viewer.id);
    const moved: marks.RuleMark[] = [];
    for (const rule of candidates) {
      const current = await marks.readMark(trx, viewer.id, rule.id);
      const count = await marks.ruleAlertCount(trx, rule.id);
      // Nothing unread in this rule: no alert to look at.
      if ((current?.count ?? 0) >= count) continue;
      const from = current?.seq ?? 0;
      const to = before === null ? count : await marks.watermarkAsOf(trx, rule.id, before);
      if (to > from) moved.push(await marks.raiseWatermark(trx, viewer.id, rule.id, from, to));
    }
    const marked = moved.reduce((sum, m) => sum + m.to - m.from - m.reads.length, 0);
    const undoToken = moved.length > 0 ? await marks.saveUndo(trx, viewer.id, moved, Date.now()) : null;
    return { marked, undoToken };
  });
}

/**
 * Marks alerts read for this viewer: the ones named (those out of their sight or already read are
 * passed over), or what a list shows. Answers how many became read, what is left unread and, for a
 * list, the token that undoes it.
 */
export async function markRead(
  database: Database,
  viewer: Viewer,
  body: AlertsReadBody,
): Promise<{ marked: number; unread: number; undoToken: string | null }> {
  if (!('ids' in body)) {
    const { marked, undoToken } = await markList(database, viewer, body);
    return { marked, undoToken, unread: await unreadCount(database, viewer) };
  }
  const ruleIds = (await rulesInSight(database.db, viewer)).map((r) => r.id);
  const before = await unreadCount(database, viewer);
  await writeTransaction(database, async (trx) => {
    if (database.engine === 'postgres') await repo.lockReader(trx, viewer.id);
    const fresh = await repo.unreadAmong(trx, viewer.id, [...new Set(body.ids)], ruleIds);
    await repo.insertReads(trx, viewer.id, fresh);
    const perRule = new Map<string, number>();
    for (const a of fresh) perRule.set(a.rule_id, (perRule.get(a.rule_id) ?? 0) + 1);
    for (const [ruleId, n] of [...perRule].sort(([a], [b]) => (a < b ? -1 : 1))) await repo.addReads(trx, viewer.id, ruleId, n);
  });
  const unread = await unreadCount(database, viewer);
  return { marked: Math.max(0, before - unread), unread, undoToken: null };
}

/**
 * Undoes one marking: each rule's watermark goes back where it was, with the single reads it
 * folded in, unless a later marking of that rule moved it since (that rule is then left as it is).
 */
export async function undoMarkRead(database: Database, viewer: Viewer, body: AlertsUnreadBody): Promise<{ unmarked: number; unread: number }> {
  const unmarked = await writeTransaction(database, async (trx) => {
    if (database.engine === 'postgres') await repo.lockReader(trx, viewer.id);
    const moved = await marks.takeUndo(trx, viewer.id, body.undoToken);
    if (moved === null) throw notFound(MESSAGES.alertUndoGone);
    let n = 0;
    for (const mark of moved) {
      const current = await marks.readMark(trx, viewer.id, mark.ruleId);
      if (current?.seq === mark.to) n += await marks.lowerWatermark(trx, viewer.id, mark);
    }
    return n;
  });
  return { unmarked, unread: await unreadCount(database, viewer) };
}
