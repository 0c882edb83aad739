// Operations: health and diagnostics, stats, metrics, retention and the API reference page. Other areas import only this entry.
export { healthRoutes } from './health/health.routes';
export { registerMetrics } from './metrics/metrics.routes';
export { ConsoleMetrics } from './metrics/metrics';
export { referenceRoutes } from './reference/reference.routes';
export { RetentionJob, runRetention } from './retention/retention-job';
export { activity as dashboardActivity } from './stats/activity.service';
export { statsRoutes } from './stats/stats.routes';
