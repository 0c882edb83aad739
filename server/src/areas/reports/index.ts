// Player reports: the game's reports of players, the staff's queue of them (one item per reported
// player), claiming and resolving, and the outcomes the game tells reporters. Other areas import only this entry.
export { reportsIngestRoutes } from './reports-ingest.routes';
export { reportsRoutes } from './reports.routes';
export { resolveReportsBySanction } from './report-sanctions';
export { ingestReports } from './reports-ingest.service';
