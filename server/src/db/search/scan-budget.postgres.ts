// On PostgreSQL a term without three letters or digits in a row (`!!!`, `a.b`) cannot use the
// trigram index, so its count or page reads every row of the log: seconds at ten million messages,
// and twenty such requests would hold the connection pool. Those statements run under a short
// statement timeout; past it the search is refused with a sentence instead of keeping the
// database busy; where the planner's estimate already says the scan cannot finish in time, it is
// refused without reading. On a small log the scan finishes well within it and the search is answered. At
// most UNINDEXED_SCANS_AT_ONCE such searches run at once in a process; more are refused with 429.
import { type Kysely, sql } from 'kysely';
import { MESSAGES } from '@staff-console/domain';
import type { DB } from '../schema';
import { HttpError } from '../../errors/errors';
import { hasTrigramRun } from './terms';

/** How long the statements of one search that cannot use the index may run. */
export const UNINDEXED_SCAN_BUDGET_MS = 800;

/**
 * More rows than a scan reads within the budget (about a million a second on one core, with room
 * to spare): a search that would read more is refused at once, by the planner's estimate, instead
 * of after the budget spent reading.
 */
export const UNINDEXED_SCAN_MAX_ROWS = 500_000;

/** Searches that cannot use the index running at once in this process. */
export const UNINDEXED_SCANS_AT_ONCE = 2;
let unindexedScans = 0;

/** Too many searches that cannot use the index at once (answered 429 with Retry-After). */
export class TooManyScansError extends HttpError {
  constructor() {
    super(429, MESSAGES.unindexedScansBusy, { 'retry-after': '2' });
  }
}

/** PostgreSQL's SQLSTATE for a statement cancelled by its timeout. */
const QUERY_CANCELED = '57014';

/** A search that needs a scan of the whole log and did not finish within its budget (answered 400). */
export class SearchTooBroadError extends HttpError {
  constructor() {
    super(400, MESSAGES.unindexedSearchTooBroad);
  }
}

/**
 * Runs `work` with a statement timeout of UNINDEXED_SCAN_BUDGET_MS when none of `terms` can use the
 * trigram index (in the caller's transaction, or one of its own), and turns the timeout into
 * SearchTooBroadError; when `rowsToRead` (an estimate) says the scan cannot finish in time, refuses
 * without reading. Terms the index serves run as they are.
 */
export async function withinScanBudget<T>(
  db: Kysely<DB>,
  terms: readonly string[],
  work: (db: Kysely<DB>) => Promise<T>,
  rowsToRead?: (db: Kysely<DB>) => Promise<number>,
): Promise<T> {
  if (terms.some(hasTrigramRun)) return work(db);
  if (rowsToRead && (await rowsToRead(db)) > UNINDEXED_SCAN_MAX_ROWS) throw new SearchTooBroadError();
  const budgeted = async (trx: Kysely<DB>) => {
    const { rows } = await sql<{ before: string }>`SELECT current_setting('statement_timeout') AS before`.execute(trx);
    await sql`SELECT set_config('statement_timeout', ${String(UNINDEXED_SCAN_BUDGET_MS)}, true)`.execute(trx);
    const result = await work(trx);
    await sql`SELECT set_config('statement_timeout', ${rows[0]!.before}, true)`.execute(trx);
    return result;
  };
  if (unindexedScans >= UNINDEXED_SCANS_AT_ONCE) throw new TooManyScansError();
  unindexedScans += 1;
  try {
    return db.isTransaction ? await budgeted(db) : await db.transaction().execute(budgeted);
  } catch (error) {
    if ((error as { code?: string }).code === QUERY_CANCELED) throw new SearchTooBroadError();
    throw error;
  } finally {
    unindexedScans -= 1;
  }
}
