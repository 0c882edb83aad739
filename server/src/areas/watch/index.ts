// Watch rules, their alerts and Discord webhooks, and the matching of ingested lines against the rules. Other areas import only this entry.
export { alertsRoutes } from './alerts/alerts.routes';
export { DISCORD_ALERT, takeDiscordQueued } from './discord-webhooks/discord-message';
export { discordAlertHandler } from './discord-webhooks/discord-sender';
export { discordWebhooksRoutes } from './discord-webhooks/discord-webhooks.routes';
export type { WatchedKind, WatchedRows } from './matching/match';
export { raiseAlertsPostgres, raiseAlertsSqlite } from './matching/raise-alerts';
export { watchRulesRoutes } from './rules/watch-rules.routes';
