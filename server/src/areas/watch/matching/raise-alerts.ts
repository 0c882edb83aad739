// Raises the alerts of a batch's newly stored events inside the batch's own transaction, so an
// alert exists exactly when its event does: each rule's counter moves by its new alerts (their
// numbers within the rule follow from it), the alerts are inserted, and alerts of a rule with a
// Discord webhook are queued in the outbox (up to 10 per message, one message per webhook in line).
// A rule deleted meanwhile is skipped: its counter row is gone, so it takes no alert. A batch writes
// at most its budget of alert rows (alert-budget.ts); matches past it are added to the
// `watch_alerts_over_budget` counter in the same transaction.
import type SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/database';
import { newId, newOrderedId } from '../../../db/ids';
import type { DB } from '../../../db/schema';
import { enqueue } from '../../../outbox/outbox.repository';
import {
  DISCORD_ALERT,
  DISCORD_EMBEDS_PER_MESSAGE,
  type DiscordAlertMessage,
  noteDiscordQueued,
  webhookOrderingKey,
} from '../discord-webhooks/discord-message';
import { matchBatch, type PendingAlert, type WatchedKind, type WatchedRows } from './match';
import { currentRulesPostgres, currentRulesSqlite } from './rule-cache';

export interface StoredAlert {
  id: string;
  ruleId: string;
  webhookId: string | null;
}

function byRule(alerts: readonly PendingAlert[]): Map<string, PendingAlert[]> {
  const grouped = new Map<string, PendingAlert[]>();
  for (const a of alerts) {
    const list = grouped.get(a.rule.id);
    if (list) list.push(a);
    else grouped.set(a.rule.id, [a]);
  }
  // Sorted, so concurrent batches lock rule rows in one order.
  return new Map([...grouped].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const HOUR_MS = 3_600_000;

/** The alert's group within its rule: its player and the hour it was stored in; null (alone) without a player. */
export const groupKeyOf = (playerId: number | null, at: number): string | null => (playerId === null ? null : `${playerId}:${Math.floor(at / HOUR_MS)}`);

/** Ids in the order the events came, so the inbox (newest first by id) lists a batch's alerts latest first. */
const orderedIds = (alerts: readonly PendingAlert[], now: number) => new Map(alerts.map((a) => [a, newOrderedId(now)]));

/** The outbox messages for the stored alerts of rules with a webhook: per webhook, in chunks of 10. */
function discordMessages(stored: readonly StoredAlert[]): DiscordAlertMessage[] {
  const perWebhook = new Map<string, string[]>();
  for (const a of stored) {
    if (a.webhookId === null) continue;
    const list = perWebhook.get(a.webhookId);
    if (list) list.push(a.id);
    else perWebhook.set(a.webhookId, [a.id]);
  }
  const messages: DiscordAlertMessage[] = [];
  for (const [webhookId, ids] of perWebhook)
    for (let i = 0; i < ids.length; i += DISCORD_EMBEDS_PER_MESSAGE) messages.push({ webhookId, alertIds: ids.slice(i, i + DISCORD_EMBEDS_PER_MESSAGE) });
  return messages;
}

/** The counter of matches a batch's alert budget had no room for. */
export const OVER_BUDGET_COUNTER = 'watch_alerts_over_budget';
const COUNT_OVER_BUDGET_SQLITE = 'INSERT INTO counters (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = counters.value + excluded.value';

const sqliteStatements = new WeakMap<SQLite.Database, Record<'bump' | 'insert' | 'lastOutbox' | 'outbox' | 'overBudget', SQLite.Statement>>();

function statementsFor(sqlite: SQLite.Database) {
  let s = sqliteStatements.get(sqlite);
  if (!s) {
    s = {
      bump: sqlite.prepare('UPDATE watch_rules SET alert_count = alert_count + ? WHERE id = ? RETURNING alert_count').pluck(),
      insert: sqlite.prepare(
        'INSERT INTO alerts (id, rule_id, rule_seq, kind, ref, summary, created_at, player_id, group_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      lastOutbox: sqlite.prepare('SELECT max(created_at) FROM outbox WHERE ordering_key = ?').pluck(),
      overBudget: sqlite.prepare(COUNT_OVER_BUDGET_SQLITE),
      outbox: sqlite.prepare(
        `INSERT INTO outbox (id, kind, payload, ordering_key, status, attempts, next_attempt_at, last_error, lease, locked_until, created_at, sent_at)
         VALUES (?, ?, ?, ?, 'pending', 0, ?, NULL, NULL, NULL, ?, NULL)`,
      ),
    };
    sqliteStatements.set(sqlite, s);
  }
  return s;
}

/** SQLite: inside the batch's IMMEDIATE transaction on the raw handle (the single writer numbers alerts). */
export function raiseAlertsSqlite<K extends WatchedKind>(
  sqlite: SQLite.Database,
  kind: K,
  inserted: readonly WatchedRows[K][],
  now = Date.now(),
): StoredAlert[] {
  if (inserted.length === 0) return [];
  const { alerts, overBudget } = matchBatch(currentRulesSqlite(sqlite), kind, inserted);
  return storeAlertsSqlite(sqlite, alerts, overBudget, now);
}

/** SQLite: stores alerts already decided (numbered within their rules, queued to Discord), inside the caller's transaction. */
export function storeAlertsSqlite(sqlite: SQLite.Database, alerts: readonly PendingAlert[], overBudget: number, now: number): StoredAlert[] {
  if (alerts.length === 0) return [];
  const s = statementsFor(sqlite);
  if (overBudget > 0) s.overBudget.run(OVER_BUDGET_COUNTER, overBudget);
  const ids = orderedIds(alerts, now);
  const stored: StoredAlert[] = [];
  for (const [ruleId, list] of byRule(alerts)) {
    const total = s.bump.get(list.length, ruleId) as number | undefined;
    if (total === undefined) continue;
    let seq = Number(total) - list.length;
    for (const a of list) {
      const id = ids.get(a)!;
      s.insert.run(id, ruleId, (seq += 1), a.kind, a.ref, a.summary, now, a.playerId, groupKeyOf(a.playerId, now));
      stored.push({ id, ruleId, webhookId: a.rule.webhookId });
    }
  }
  for (const message of discordMessages(stored)) {
    const key = webhookOrderingKey(message.webhookId);
    const last = s.lastOutbox.get(key) as number | null;
    s.outbox.run(newId(now), DISCORD_ALERT, JSON.stringify(message), key, now, last == null ? now : Math.max(now, Number(last) + 1));
    noteDiscordQueued(sqlite);
  }
  return stored;
}

/** PostgreSQL: inside the batch's transaction; rule rows are locked in id order before their counters move. */
export async function raiseAlertsPostgres<K extends WatchedKind>(
  database: Database,
  trx: Kysely<DB>,
  kind: K,
  inserted: readonly WatchedRows[K][],
  now = Date.now(),
): Promise<StoredAlert[]> {
  if (inserted.length === 0) return [];
  const { alerts, overBudget } = matchBatch(await currentRulesPostgres(database, trx), kind, inserted);
  return storeAlertsPostgres(database, trx, alerts, overBudget, now);
}

/** PostgreSQL: stores alerts already decided, inside the caller's transaction; rule rows are locked in id order before their counters move. */
export async function storeAlertsPostgres(
  database: Database,
  trx: Kysely<DB>,
  alerts: readonly PendingAlert[],
  overBudget: number,
  now: number,
): Promise<StoredAlert[]> {
  if (alerts.length === 0) return [];
  const grouped = byRule(alerts);
  const ids = orderedIds(alerts, now);
  const ruleIds = [...grouped.keys()];
  const counts = ruleIds.map((id) => grouped.get(id)!.length);
  // One round trip: the materialised CTE locks every rule row in id order (its hash is built whole
  // before the first row is updated), so two batches never wait for each other in a cycle.
  const { rows: totals } = await sql<{ id: string; alert_count: string | number }>`
    WITH locked AS MATERIALIZED (SELECT id FROM watch_rules WHERE id = ANY(${ruleIds}::text[]) ORDER BY id FOR UPDATE)
    UPDATE watch_rules w SET alert_count = w.alert_count + d.n
    FROM unnest(${ruleIds}::text[], ${counts}::bigint[]) AS d(id, n)
    WHERE w.id = d.id AND w.id IN (SELECT id FROM locked)
    RETURNING w.id, w.alert_count`.execute(trx);
  const stored: StoredAlert[] = [];
  const columns: Record<'id' | 'rule_id' | 'seq' | 'kind' | 'ref' | 'summary' | 'player' | 'group', (string | number | null)[]> = {
    id: [],
    rule_id: [],
    seq: [],
    kind: [],
    ref: [],
    summary: [],
    player: [],
    group: [],
  };
  for (const { id: ruleId, alert_count } of totals) {
    const list = grouped.get(ruleId)!;
    let seq = Number(alert_count) - list.length;
    for (const a of list) {
      const id = ids.get(a)!;
      columns.id.push(id);
      columns.rule_id.push(ruleId);
      columns.seq.push((seq += 1));
      columns.kind.push(a.kind);
      columns.ref.push(a.ref);
      columns.summary.push(a.summary);
      columns.player.push(a.playerId);
      columns.group.push(groupKeyOf(a.playerId, now));
      stored.push({ id, ruleId, webhookId: a.rule.webhookId });
    }
  }
  // The alerts, and the matches past the budget counted, in one statement.
  const overBudgetCount =
    overBudget > 0
      ? sql`, counted AS (INSERT INTO counters (name, value) VALUES (${OVER_BUDGET_COUNTER}, ${overBudget})
          ON CONFLICT (name) DO UPDATE SET value = counters.value + excluded.value)`
      : sql``;
  await sql`
    WITH stored AS (
      INSERT INTO alerts (id, rule_id, rule_seq, kind, ref, summary, created_at, player_id, group_key)
      SELECT id, rule_id, seq, kind, ref, summary, ${now}::bigint, player, grp
      FROM unnest(${columns.id}::text[], ${columns.rule_id}::text[], ${columns.seq}::bigint[], ${columns.kind}::text[], ${columns.ref}::text[], ${columns.summary}::text[],
          ${columns.player}::bigint[], ${columns.group}::text[])
        AS a(id, rule_id, seq, kind, ref, summary, player, grp))${overBudgetCount}
    SELECT 1`.execute(trx);
  for (const message of discordMessages(stored)) {
    await enqueue(trx, { kind: DISCORD_ALERT, payload: message, orderingKey: webhookOrderingKey(message.webhookId) }, now);
    noteDiscordQueued(database);
  }
  return stored;
}
