// The alerts of `appeals` rules: every new appeal raises one alert of each enabled appeals rule, in
// the submission's transaction (and, for a rule with a Discord webhook, its message in the outbox).
// The appeals area gives the appeal (this area never reads its tables). An alert's ref is the
// appeal's id (alertEventPath opens the appeals screen on it).
import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { DB } from '../../../db/schema';
import type { PendingAlert } from './match';
import { type StoredAlert, storeAlertsPostgres, storeAlertsSqlite } from './raise-alerts';
import { currentRulesPostgres, currentRulesSqlite } from './rule-cache';
import type { RuleSet } from './rule-set';

/** A new appeal, as its alert names it. */
export interface NewAppealEvent {
  appealId: string;
  /** The sanction's type: 'mute' or 'ban'. */
  sanctionType: string;
  playerId: number;
  /** The player's name as reviewers may see it; null when none was seen. */
  playerName: string | null;
}

const summaryOf = (a: NewAppealEvent): string => `Appeal of a ${a.sanctionType} · ${a.playerName ?? 'Unknown'} · ${a.playerId}`;

const alertsOf = (rules: RuleSet, appeal: NewAppealEvent): PendingAlert[] =>
  rules.appealRules.map((rule) => ({ rule, kind: 'appeal', ref: appeal.appealId, summary: summaryOf(appeal), playerId: appeal.playerId }));

/** SQLite: inside the submission's IMMEDIATE transaction, on the raw handle of the same connection. */
export function raiseAppealAlertsSqlite(sqlite: SQLite.Database, appeal: NewAppealEvent, now = Date.now()): StoredAlert[] {
  return storeAlertsSqlite(sqlite, alertsOf(currentRulesSqlite(sqlite), appeal), 0, now);
}

/** PostgreSQL: inside the submission's transaction. */
export async function raiseAppealAlertsPostgres(database: Database, trx: Kysely<DB>, appeal: NewAppealEvent, now = Date.now()): Promise<StoredAlert[]> {
  return storeAlertsPostgres(database, trx, alertsOf(await currentRulesPostgres(database, trx), appeal), 0, now);
}
