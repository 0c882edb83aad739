// The alerts of `reports` rules: a player whose distinct open reporters went from below a rule's
// threshold to it or past it in one batch of reports raises one alert of that rule, in the batch's
// transaction. The queue row that counts the reporters is deleted when the player's reports are all
// resolved, so the count starts again from zero and a later crossing raises a new alert. The
// reports area gives the counts (this area never reads its tables). An alert's ref is
// "<player id>:<id of the report that reached the threshold>": alerts are unique by rule, kind and
// ref, and the player's later crossings are other reports (alertEventPath opens the player).
import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { DB } from '../../../db/schema';
import type { PendingAlert } from './match';
import { type StoredAlert, storeAlertsPostgres, storeAlertsSqlite } from './raise-alerts';
import { currentRulesPostgres, currentRulesSqlite } from './rule-cache';
import type { RuleSet } from './rule-set';

/** A reported player's distinct open reporters before and after a batch. */
export interface ReporterCountChange {
  playerId: number;
  playerName: string;
  before: number;
  after: number;
  /** The ids of the batch's reports that each added a reporter, in order: the k-th brought the count to before + k + 1. */
  reportIds: string[];
}

const summaryOf = (c: ReporterCountChange): string => `${c.playerName === '' ? 'Unknown' : c.playerName} · ${c.playerId} reported by ${c.after} players`;

/** One alert per rule and player whose count crossed the rule's threshold. */
function crossings(rules: RuleSet, changes: readonly ReporterCountChange[]): PendingAlert[] {
  const alerts: PendingAlert[] = [];
  for (const rule of rules.reportRules)
    for (const c of changes)
      if (c.before < rule.threshold && c.after >= rule.threshold)
        alerts.push({
          rule,
          kind: 'report',
          ref: `${c.playerId}:${c.reportIds[rule.threshold - c.before - 1]}`,
          summary: summaryOf(c),
          playerId: c.playerId,
        });
  return alerts;
}

/** SQLite: inside the batch's write transaction on the same handle. */
export function raiseReportAlertsSqlite(sqlite: SQLite.Database, changes: readonly ReporterCountChange[], now = Date.now()): StoredAlert[] {
  if (changes.length === 0) return [];
  return storeAlertsSqlite(sqlite, crossings(currentRulesSqlite(sqlite), changes), 0, now);
}

/** PostgreSQL: inside the batch's transaction. */
export async function raiseReportAlertsPostgres(
  database: Database,
  trx: Kysely<DB>,
  changes: readonly ReporterCountChange[],
  now = Date.now(),
): Promise<StoredAlert[]> {
  if (changes.length === 0) return [];
  return storeAlertsPostgres(database, trx, crossings(await currentRulesPostgres(database, trx), changes), 0, now);
}
