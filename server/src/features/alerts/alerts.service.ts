// The alerts inbox (docs/RULES.md, "Watchlists and alerts"): each staff member sees the alerts of
// their own rules and of shared rules, of the logs they may view, with their own read state.
// `total` and `unread` are sums of per-rule counters, so the inbox costs the same at a million alerts.
import { type Alert, type AlertKind, type AlertsQuery, type AlertsReadBody, type AlertsResponse, MESSAGES } from '@staff-console/domain';
import type { Database } from '../../db/database';
import { writeTransaction } from '../../db/write-transaction';
import { notFound } from '../../http/errors';
import { rulesInSight, type WatchRuleRow } from '../../watch/rules.repository';
import type { Viewer } from '../../watch/viewer';
import * as repo from './alerts.repository';

/** Each rule's unread alerts for this reader: its alerts less those the reader has read. */
const unreadShares = (rules: readonly WatchRuleRow[], marks: ReadonlyMap<string, repo.ReadMark>): repo.RuleShare[] =>
  rules.map((r) => ({ ruleId: r.id, rows: Math.max(0, Number(r.alert_count) - (marks.get(r.id)?.read_count ?? 0)) }));
const sumOf = (shares: readonly repo.RuleShare[]) => shares.reduce((sum, s) => sum + s.rows, 0);
const unreadOf = (rules: readonly WatchRuleRow[], marks: ReadonlyMap<string, repo.ReadMark>) => sumOf(unreadShares(rules, marks));

export async function listAlerts(database: Database, viewer: Viewer, query: AlertsQuery): Promise<Omit<AlertsResponse, 'success'>> {
  const db = database.db;
  const rules = await rulesInSight(db, viewer, { ruleId: query.ruleId });
  if (query.ruleId !== undefined && rules.length === 0) throw notFound(MESSAGES.watchRuleNotFound);
  const marks = await repo.readMarks(
    db,
    viewer.id,
    rules.map((r) => r.id),
  );
  const unreadByRule = unreadShares(rules, marks);
  const shares = query.unread ? unreadByRule : rules.map((r) => ({ ruleId: r.id, rows: Number(r.alert_count) }));
  const unread = sumOf(unreadByRule);
  const total = sumOf(shares);
  const offset = (query.page - 1) * query.limit;
  const names = new Map(rules.map((r) => [r.id, r.name]));
  const rows =
    offset < total
      ? await repo.alertPage(db, viewer.id, shares, { unread: query.unread, limit: query.limit, offset, total, allAlerts: await repo.allAlertCount(db) })
      : [];
  const alerts: Alert[] = rows.map((row) => ({
    _id: row.id,
    ruleId: row.rule_id,
    ruleName: names.get(row.rule_id) ?? '',
    kind: row.kind as AlertKind,
    ref: row.ref,
    summary: row.summary,
    read: Number(row.read) === 1,
    createdAt: new Date(Number(row.created_at)).toISOString(),
  }));
  return { alerts, total, unread };
}

export async function unreadCount(database: Database, viewer: Viewer): Promise<number> {
  const rules = await rulesInSight(database.db, viewer);
  return unreadOf(
    rules,
    await repo.readMarks(
      database.db,
      viewer.id,
      rules.map((r) => r.id),
    ),
  );
}

/**
 * Marks alerts read for this viewer: the ones named (those out of their sight or already read are
 * passed over), or every alert of every rule in their sight. Answers how many became read and what
 * is left unread.
 */
export async function markRead(database: Database, viewer: Viewer, body: AlertsReadBody): Promise<{ marked: number; unread: number }> {
  const ruleIds = (await rulesInSight(database.db, viewer)).map((r) => r.id);
  const before = await unreadCount(database, viewer);
  await writeTransaction(database, async (trx) => {
    if (database.engine === 'postgres') await repo.lockReader(trx, viewer.id);
    if ('all' in body) {
      await repo.markAllRead(trx, viewer.id, ruleIds);
      return;
    }
    const fresh = await repo.unreadAmong(trx, viewer.id, [...new Set(body.ids)], ruleIds);
    await repo.insertReads(trx, viewer.id, fresh);
    const perRule = new Map<string, number>();
    for (const a of fresh) perRule.set(a.rule_id, (perRule.get(a.rule_id) ?? 0) + 1);
    for (const [ruleId, n] of [...perRule].sort(([a], [b]) => (a < b ? -1 : 1))) await repo.addReads(trx, viewer.id, ruleId, n);
  });
  const unread = await unreadCount(database, viewer);
  return { marked: Math.max(0, before - unread), unread };
}
