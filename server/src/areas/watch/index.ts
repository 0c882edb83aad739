// Watch rules, their alerts and Discord webhooks, and the matching of ingested lines against the rules. Other areas import this entry,
// or matching/index.ts, the narrow one for storing a batch.
export { alertsRoutes } from './alerts/alerts.routes';
export { discordAlertHandler } from './discord-webhooks/discord-sender';
export { discordWebhooksRoutes } from './discord-webhooks/discord-webhooks.routes';
export * from './matching';
export { watchRulesRoutes } from './rules/watch-rules.routes';
export { alertHoursInSight } from './alerts/alert-hours';
export { type Viewer, viewerOf } from './matching/viewer';
