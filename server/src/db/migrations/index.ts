// Runs the schema migrations at start-up, on either engine. Each migration may branch on the
// engine for engine-specific SQL (text search indexes).
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { type Database, type Engine, maintenanceConnection } from '../database';
import * as staff from './001-staff';
import * as logs from './002-logs';
import * as playerNames from './003-player-names';
import * as playerIndexes from './004-player-indexes';
import * as itemKeys from './005-item-keys';
import * as chatRecent from './006-chat-recent';
import * as ftsUpkeep from './007-fts-upkeep';
import * as chatUserIndex from './008-chat-user-index';
import * as sessionsTwoFactor from './009-sessions-two-factor';
import * as playerNameSources from './010-player-name-sources';
import * as moderation from './011-moderation';
import * as savedSearches from './012-saved-searches';
import * as chatHours from './014-chat-hours';
import * as sanctionFilters from './015-sanction-filters';
import * as watchAlerts from './016-watch-alerts';
import * as sanctionEnforcementState from './017-sanction-enforcement-state';
import * as nameSourceIndexes from './018-name-source-indexes';
import * as secondSideIdIndexes from './019-second-side-id-indexes';
import * as ftsCrisisMerge from './020-fts-crisis-merge';
import * as sanctionPresets from './021-sanction-presets';
import * as alertGroupsUndo from './023-alert-groups-undo';
import * as staffTimeZoneActionTargets from './024-staff-time-zone-action-targets';
import * as passwordChangeNeeded from './026-password-change-needed';
import * as caseCapsReportLinks from './028-case-caps-report-links';
import * as serverIds from './029-server-ids';
import * as reports from './030-reports';
import * as reportWriteCost from './031-report-write-cost';
import * as appeals from './032-appeals';
import * as appealsDecidedOrder from './033-appeals-decided-order';
import * as teamStats from './034-team-stats';
import * as itemHistoryIndex from './035-item-history-index';
import * as tradePartnerIndexes from './036-trade-partner-indexes';

type EngineMigration = { up(db: Kysely<unknown>, engine: Engine): Promise<void> };

export const MIGRATIONS: Record<string, EngineMigration> = {
  '001-staff': staff,
  '002-logs': logs,
  '003-player-names': playerNames,
  '004-player-indexes': playerIndexes,
  '005-item-keys': itemKeys,
  '006-chat-recent': chatRecent,
  '007-fts-upkeep': ftsUpkeep,
  '008-chat-user-index': chatUserIndex,
  '009-sessions-two-factor': sessionsTwoFactor,
  '010-player-name-sources': playerNameSources,
  '011-moderation': moderation,
  '012-saved-searches': savedSearches,
  '014-chat-hours': chatHours,
  '015-sanction-filters': sanctionFilters,
  '016-watch-alerts': watchAlerts,
  '017-sanction-enforcement-state': sanctionEnforcementState,
  '018-name-source-indexes': nameSourceIndexes,
  '019-second-side-id-indexes': secondSideIdIndexes,
  '020-fts-crisis-merge': ftsCrisisMerge,
  '021-sanction-presets': sanctionPresets,
  '023-alert-groups-undo': alertGroupsUndo,
  '024-staff-time-zone-action-targets': staffTimeZoneActionTargets,
  '026-password-change-needed': passwordChangeNeeded,
  '028-case-caps-report-links': caseCapsReportLinks,
  '029-server-ids': serverIds,
  '030-reports': reports,
  '031-report-write-cost': reportWriteCost,
  '032-appeals': appeals,
  '033-appeals-decided-order': appealsDecidedOrder,
  '034-team-stats': teamStats,
  '035-item-history-index': itemHistoryIndex,
  '036-trade-partner-indexes': tradePartnerIndexes,
};

export async function migrate(database: Database): Promise<void> {
  const migrations: Record<string, Migration> = {};
  for (const [name, m] of Object.entries(MIGRATIONS)) {
    migrations[name] = {
      up: async (db) => {
        // Each migration runs in its own transaction; an index over ten million rows takes longer
        // than the pool's 30 s statement timeout, which is meant for requests, not for migrations
        // (and the connection below has no client-side query timeout either).
        if (database.engine === 'postgres') await sql`SET LOCAL statement_timeout = 0`.execute(db);
        await m.up(db, database.engine);
      },
    };
  }
  const db = database.pool ? maintenanceConnection(database.pool) : database.db;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest().finally(async () => {
    if (db !== database.db) await db.destroy();
  });
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

/**
 * The migrations of this build not yet run on the database (all of them when it has never been
 * migrated). Throws when the database does not answer.
 */
export async function pendingMigrations(database: Database): Promise<string[]> {
  const exists =
    database.engine === 'sqlite'
      ? sql<{ found: number }>`SELECT count(*) AS found FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'`
      : sql<{ found: number }>`SELECT count(*) AS found FROM pg_catalog.pg_tables WHERE schemaname = current_schema() AND tablename = 'kysely_migration'`;
  const found = Number((await exists.execute(database.db)).rows[0]?.found ?? 0) > 0;
  if (!found) return Object.keys(MIGRATIONS);
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(database.db);
  const done = new Set(rows.map((r) => r.name));
  return Object.keys(MIGRATIONS).filter((name) => !done.has(name));
}
