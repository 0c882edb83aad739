// Watch rules (docs/RULES.md, "Watchlists and alerts"): moderators keep personal rules over the
// logs they may view; shared rules and sending alerts to Discord are for administrators. A
// personal rule is changed or deleted by its author (or an administrator); another person's
// personal rule is as unknown as a missing one. Every change moves the rule-set version, so every
// process matches with the new rules from its next batch, and is recorded in the action log.
import {
  duplicateWatchRuleMessage,
  foldForSearch,
  invalidFieldMessage,
  isAdmin,
  itemKey,
  MESSAGES,
  type WatchRule,
  type WatchRuleBody,
  type WatchRuleKind,
  type WatchRulePatch,
  watchRuleProblem,
  type WatchRuleShape,
  WATCH_LIMITS,
  type WatchScope,
} from '@staff-console/domain';
import type { Database } from '../../../db/database';
import { writeTransaction } from '../../../db/write-transaction';
import { newId } from '../../../db/ids';
import type { Selectable } from 'kysely';
import type { WatchRulesTable } from '../../../db/schema';
import { nameSourcesOf, playerNames } from '../../../db/player-labels';

type RuleRow = Selectable<WatchRulesTable>;
import { badRequest, conflict, forbidden, notFound } from '../../../errors/errors';
import { type Actor, recordAction } from '../../../action-log/record';
import { bumpRulesVersion } from '../matching/rule-cache';
import { rulesInSight, type WatchRuleRow } from '../matching/rules.repository';
import { mayViewScope, parseScopes, seesRule, type Viewer } from '../matching/viewer';
import * as repo from './watch-rules.repository';

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

export const toWatchRule = (row: WatchRuleRow): WatchRule => ({
  _id: row.id,
  name: row.name,
  kind: row.kind as WatchRuleKind,
  target: row.target,
  scopes: parseScopes(row.scopes),
  shared: row.shared === 1,
  discordWebhookId: row.discord_webhook_id,
  enabled: row.enabled === 1,
  ratio: row.ratio === null ? null : Number(row.ratio),
  minDifference: row.min_difference === null ? null : Number(row.min_difference),
  alertCount: Number(row.alert_count),
  createdBy: row.created_by_id && row.created_by_name ? { id: row.created_by_id, username: row.created_by_name } : null,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

/** What matching compares: the user id's digits, the term folded as the chat search folds it, the item key. */
function targetKey(kind: WatchRuleKind, target: string | null): string | null {
  if (target === null) return null;
  if (kind === 'term') return foldForSearch(target);
  if (kind === 'item') return itemKey(target);
  return String(Number(target));
}

function checkScopes(viewer: Viewer, scopes: readonly WatchScope[]): void {
  if (!scopes.every((s) => mayViewScope(viewer, s))) throw forbidden(MESSAGES.watchRuleScopeForbidden);
}

async function checkWebhook(database: Database, viewer: Viewer, webhookId: string | null): Promise<void> {
  if (webhookId === null) return;
  if (!isAdmin(viewer.subject)) throw forbidden(MESSAGES.watchRuleWebhookAdminOnly);
  if (!(await repo.webhookExists(database.db, webhookId)))
    throw badRequest(invalidFieldMessage('body', 'discordWebhookId', MESSAGES.discordWebhookNotFound.toLowerCase()));
}

/** The rules with their players' names as this viewer may see them ("FrostQueen · 133640", not a bare id). */
async function named(database: Database, viewer: Viewer, rows: readonly WatchRuleRow[]): Promise<WatchRule[]> {
  const ids = rows.flatMap((r) => (r.kind === 'player' && r.target_key !== null ? [Number(r.target_key)] : []));
  const names = await playerNames(database.db, ids, nameSourcesOf(viewer.subject));
  return rows.map((r) => ({ ...toWatchRule(r), playerName: r.kind === 'player' ? (names.get(Number(r.target_key)) ?? null) : null }));
}

interface DuplicateProbe {
  id?: string;
  kind: string;
  targetKey: string | null;
  scopes: readonly WatchScope[];
  ratio: number | null;
  minDifference: number | null;
}

/**
 * A rule duplicates another in its author's sight (their own personal rules and the shared ones,
 * enabled or not) of the same kind and the same compared target (the user id, the folded term, the
 * item key; for a lopsided rule, the same ratio and difference) that watches at least one of the
 * same logs: every event it meets would alert twice. Refused with a 409 naming the rule that
 * exists, whatever either rule's name. A stricter lopsided rule is a different question, not a
 * duplicate.
 */
async function refuseDuplicate(database: Database, viewer: Viewer, rule: DuplicateProbe) {
  const same = (a: number | string | null, b: number | null) => (a === null ? null : Number(a)) === b;
  const existing = (await rulesInSight(database.db, viewer)).find(
    (r) =>
      r.id !== rule.id &&
      r.kind === rule.kind &&
      (r.target_key ?? null) === rule.targetKey &&
      same(r.ratio, rule.ratio) &&
      same(r.min_difference, rule.minDifference) &&
      parseScopes(r.scopes).some((s) => rule.scopes.includes(s)),
  );
  if (existing) throw conflict(duplicateWatchRuleMessage(existing.name, existing.id));
}

export async function listRules(database: Database, viewer: Viewer): Promise<WatchRule[]> {
  return named(database, viewer, await rulesInSight(database.db, viewer, { everyone: true }));
}

export async function createRule(database: Database, viewer: Viewer, actor: Actor, body: WatchRuleBody): Promise<WatchRule> {
  checkScopes(viewer, body.scopes);
  if (body.shared && !isAdmin(viewer.subject)) throw forbidden(MESSAGES.watchRuleSharedAdminOnly);
  await checkWebhook(database, viewer, body.discordWebhookId);
  await refuseDuplicate(database, viewer, { ...body, targetKey: targetKey(body.kind, body.target) });
  const now = Date.now();
  const row: RuleRow = {
    id: newId(now),
    name: body.name,
    kind: body.kind,
    target: body.target,
    target_key: targetKey(body.kind, body.target),
    ratio: body.ratio,
    min_difference: body.minDifference,
    scopes: body.scopes.join(','),
    shared: body.shared ? 1 : 0,
    owner_id: body.shared ? null : viewer.id,
    created_by_id: viewer.id,
    discord_webhook_id: body.discordWebhookId,
    enabled: body.enabled ? 1 : 0,
    alert_count: 0,
    created_at: now,
    updated_at: now,
  };
  await writeTransaction(database, async (trx) => {
    // Decided inside the transaction that inserts: concurrent creates wait here and count the rules
    // the one before them committed (SQLite: BEGIN IMMEDIATE; PostgreSQL: an advisory lock).
    if (database.engine === 'postgres') await repo.lockRuleCreation(trx);
    if ((await repo.countRulesBy(trx, viewer.id)) >= WATCH_LIMITS.rulesPerUser) throw conflict(MESSAGES.watchRulesPerUserFull);
    if ((await repo.countRules(trx)) >= WATCH_LIMITS.rulesInAll) throw conflict(MESSAGES.watchRulesInAllFull);
    await repo.insertRule(trx, row);
    await bumpRulesVersion(trx);
    await recordAction(trx, actor, { category: 'moderation', action: 'watch_rule_created', details: auditDetails(row) });
  });
  const [created] = await named(database, viewer, [{ ...row, created_by_name: viewer.username }]);
  return created!;
}

const auditDetails = (row: RuleRow) => ({
  ruleId: row.id,
  name: row.name,
  kind: row.kind,
  target: row.target,
  scopes: row.scopes,
  shared: row.shared === 1,
  enabled: row.enabled === 1,
  discordWebhookId: row.discord_webhook_id,
});

/** The rule as this viewer may change it: unknown when out of sight; shared ones need an administrator. */
async function ruleToChange(database: Database, viewer: Viewer, id: string): Promise<RuleRow> {
  const row = await repo.findRule(database.db, id);
  if (!row || !seesRule(viewer, row, true)) throw notFound(MESSAGES.watchRuleNotFound);
  if (row.shared === 1 && !isAdmin(viewer.subject)) throw forbidden(MESSAGES.watchRuleSharedAdminOnly);
  if (row.owner_id !== viewer.id && !isAdmin(viewer.subject)) throw forbidden(MESSAGES.watchRuleNotYours);
  return row;
}

export async function updateRule(database: Database, viewer: Viewer, actor: Actor, id: string, patch: WatchRulePatch): Promise<WatchRule> {
  const row = await ruleToChange(database, viewer, id);
  const kind = row.kind as WatchRuleKind;
  const shape: WatchRuleShape = {
    kind,
    target: patch.target !== undefined ? patch.target || null : row.target,
    scopes: patch.scopes ?? parseScopes(row.scopes),
    ratio: patch.ratio ?? (row.ratio === null ? null : Number(row.ratio)),
    minDifference: patch.minDifference ?? (row.min_difference === null ? null : Number(row.min_difference)),
  };
  const problem = watchRuleProblem(shape);
  if (problem) throw badRequest(invalidFieldMessage('body', problem.field, problem.error));
  checkScopes(viewer, shape.scopes);
  const shared = patch.shared ?? row.shared === 1;
  if (shared && !isAdmin(viewer.subject)) throw forbidden(MESSAGES.watchRuleSharedAdminOnly);
  if (patch.discordWebhookId !== undefined && patch.discordWebhookId !== row.discord_webhook_id) await checkWebhook(database, viewer, patch.discordWebhookId);
  if (['target', 'scopes', 'shared', 'ratio', 'minDifference'].some((field) => field in patch))
    await refuseDuplicate(database, viewer, { ...shape, id, targetKey: targetKey(kind, shape.target) });
  const next: RuleRow = {
    ...row,
    name: patch.name ?? row.name,
    target: shape.target,
    target_key: targetKey(kind, shape.target),
    scopes: shape.scopes.join(','),
    ratio: shape.ratio,
    min_difference: shape.minDifference,
    shared: shared ? 1 : 0,
    // A shared rule belongs to no one; made personal again, it is its author's (or, when they are gone, the administrator's).
    owner_id: shared ? null : (row.owner_id ?? row.created_by_id ?? viewer.id),
    discord_webhook_id: patch.discordWebhookId !== undefined ? patch.discordWebhookId : row.discord_webhook_id,
    enabled: patch.enabled === undefined ? row.enabled : patch.enabled ? 1 : 0,
    updated_at: Date.now(),
  };
  const { id: _id, alert_count: _count, created_at: _created, created_by_id: _author, ...changes } = next;
  await database.db.transaction().execute(async (trx) => {
    await repo.updateRule(trx, id, changes);
    await bumpRulesVersion(trx);
    await recordAction(trx, actor, { category: 'moderation', action: 'watch_rule_updated', details: { ...auditDetails(next), changed: Object.keys(patch) } });
  });
  const [saved] = await rulesInSight(database.db, viewer, { everyone: true, ruleId: id });
  if (!saved) throw notFound(MESSAGES.watchRuleNotFound);
  const [result] = await named(database, viewer, [saved]);
  return result!;
}

export async function deleteRule(database: Database, viewer: Viewer, actor: Actor, id: string): Promise<void> {
  const row = await ruleToChange(database, viewer, id);
  await database.db.transaction().execute(async (trx) => {
    await repo.deleteRule(trx, id);
    await bumpRulesVersion(trx);
    await recordAction(trx, actor, { category: 'moderation', action: 'watch_rule_deleted', details: auditDetails(row) });
  });
}
