// The watch area's second, narrow entry: what storing a batch needs (matching its lines against the
// rules, raising their alerts, noting the Discord messages queued), without the routes and services
// of areas/watch/index.ts. The ingest worker thread (areas/ingest/writers/) loads its whole import
// graph at every start; through the full entry it compiled the alerts, rules and webhooks screens'
// routes, and their migrations, for nothing. Other areas may import this entry or the full one.
export { DISCORD_ALERT, noteDiscordQueued, takeDiscordQueued } from '../discord-webhooks/discord-message';
export type { WatchedKind, WatchedRows } from './match';
export { raiseAlertsPostgres, raiseAlertsSqlite } from './raise-alerts';
export { addTermCompilations, termCompilations } from './rule-set';
export { raiseReportAlertsPostgres, raiseReportAlertsSqlite, type ReporterCountChange } from './report-alerts';
export { type NewAppealEvent, raiseAppealAlertsPostgres, raiseAppealAlertsSqlite } from './appeal-alerts';
