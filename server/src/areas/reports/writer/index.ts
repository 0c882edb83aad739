// The reports area's second, narrow entry: storing a batch of validated reports (the reports, the
// queue's rows and reporter pairs, the `reports` watch rules' alerts, the players' names), without
// the area's routes and services. The ingest worker thread (areas/ingest/writers/) stores report
// batches too and loads its whole import graph at every start: this entry keeps that graph narrow.
import type { Database } from '../../../db/database';
import type { NewReport } from './report-batch';
import { writeReportsPostgres } from './reports-postgres';
import { writeReportsSqlite } from './reports-sqlite';

export type { NewReport } from './report-batch';

/** Stores the reports whose ids are new, in one transaction; answers how many were new. */
export const writeReports = (database: Database, rows: readonly NewReport[]): Promise<number> =>
  database.engine === 'sqlite' ? writeReportsSqlite(database, rows) : writeReportsPostgres(database, rows);
