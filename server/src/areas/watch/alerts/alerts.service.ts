// The alerts inbox (docs/RULES.md, "Watchlists and alerts"): each staff member sees the alerts of
// their own rules and of shared rules, of the logs they may view, with their own read state.
// `total` and `unread` are sums of per-rule counters, so the inbox costs the same at a million alerts.
// Each alert names its player; the groups of a page (one rule, one player, one hour) are counted
// whole, and one group's alerts are listed on their own.
import { type Alert, type AlertGroup, type AlertKind, type AlertsQuery, type AlertsResponse, MESSAGES } from '@staff-console/domain';
import type { Database } from '../../../db/database';
import { nameSourcesOf, playerNames } from '../../../db/player-labels';
import { badRequest, notFound } from '../../../errors/errors';
import { rulesInSight, type WatchRuleRow } from '../matching/rules.repository';
import type { Viewer } from '../matching/viewer';
import * as groups from './alert-groups.repository';
import * as repo from './alerts.repository';

/** Each rule's unread alerts for this reader: its alerts less those the reader has read. */
const unreadShares = (rules: readonly WatchRuleRow[], marks: ReadonlyMap<string, repo.ReadMark>): repo.RuleShare[] =>
  rules.map((r) => ({ ruleId: r.id, rows: Math.max(0, Number(r.alert_count) - (marks.get(r.id)?.read_count ?? 0)) }));
const sumOf = (shares: readonly repo.RuleShare[]) => shares.reduce((sum, s) => sum + s.rows, 0);
const unreadOf = (rules: readonly WatchRuleRow[], marks: ReadonlyMap<string, repo.ReadMark>) => sumOf(unreadShares(rules, marks));
const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

async function toAlerts(database: Database, viewer: Viewer, rows: readonly repo.AlertRow[], rules: readonly WatchRuleRow[]): Promise<Alert[]> {
  const names = new Map(rules.map((r) => [r.id, r.name]));
  const players = rows.flatMap((r) => (r.player_id === null ? [] : [Number(r.player_id)]));
  const playerName = await playerNames(database.db, players, nameSourcesOf(viewer.subject));
  return rows.map((row) => ({
    _id: row.id,
    ruleId: row.rule_id,
    ruleName: names.get(row.rule_id) ?? '',
    kind: row.kind as AlertKind,
    ref: row.ref,
    summary: row.summary,
    read: Number(row.read) === 1,
    createdAt: iso(row.created_at),
    playerId: row.player_id === null ? null : Number(row.player_id),
    playerName: row.player_id === null ? null : (playerName.get(Number(row.player_id)) ?? null),
    groupKey: row.group_key,
  }));
}

/** The page's groups of more than one alert, counted whole. */
async function groupsOf(database: Database, viewer: Viewer, alerts: readonly Alert[]): Promise<AlertGroup[]> {
  const seen = new Map<string, { ruleId: string; groupKey: string }>();
  for (const a of alerts) if (a.groupKey) seen.set(`${a.ruleId} ${a.groupKey}`, { ruleId: a.ruleId, groupKey: a.groupKey });
  const rows = await groups.groupTotals(database.db, viewer.id, [...seen.values()]);
  return rows
    .filter((r) => Number(r.count) > 1)
    .map((r) => ({
      ruleId: r.rule_id,
      groupKey: r.group_key,
      count: Number(r.count),
      unread: Number(r.unread),
      firstAt: iso(r.first_at),
      lastAt: iso(r.last_at),
    }));
}

/** One group's alerts (a rule's alerts about one player within one hour), newest first. */
async function listGroup(database: Database, viewer: Viewer, rule: WatchRuleRow, groupKey: string, query: AlertsQuery) {
  const [whole] = await groups.groupTotals(database.db, viewer.id, [{ ruleId: rule.id, groupKey }]);
  const total = whole ? Number(query.unread ? whole.unread : whole.count) : 0;
  const offset = (query.page - 1) * query.limit;
  const rows = offset < total ? await groups.groupPage(database.db, viewer.id, rule.id, groupKey, { unread: query.unread, limit: query.limit, offset }) : [];
  const alerts = await toAlerts(database, viewer, rows, [rule]);
  return { alerts, total, unread: whole ? Number(whole.unread) : 0, groups: await groupsOf(database, viewer, alerts), newestId: rows[0]?.id ?? null };
}

export async function listAlerts(database: Database, viewer: Viewer, query: AlertsQuery): Promise<Omit<AlertsResponse, 'success'>> {
  const db = database.db;
  if (query.group !== undefined && query.ruleId === undefined) throw badRequest(MESSAGES.alertGroupNeedsRule);
  const rules = await rulesInSight(db, viewer, { ruleId: query.ruleId });
  if (query.ruleId !== undefined && rules.length === 0) throw notFound(MESSAGES.watchRuleNotFound);
  if (query.group !== undefined) return listGroup(database, viewer, rules[0]!, query.group, query);
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
  const allAlerts = total > 0 ? await repo.allAlertCount(db) : 0;
  const page = (o: number, limit: number) => repo.alertPage(db, viewer.id, shares, { unread: query.unread, limit, offset: o, total, allAlerts });
  const rows = offset < total ? await page(offset, query.limit) : [];
  // The newest alert of the list as of this answer: what "mark read" may mark up to.
  const newestId = offset === 0 ? (rows[0]?.id ?? null) : total > 0 ? ((await page(0, 1))[0]?.id ?? null) : null;
  const alerts = await toAlerts(database, viewer, rows, rules);
  return { alerts, total, unread, groups: await groupsOf(database, viewer, alerts), newestId };
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
