// On PostgreSQL a term without three letters or digits in a row (`!!!`, `a.b`) cannot use the
// trigram index, so its count or page reads every row of the log: seconds at ten million messages,
// and twenty such requests would hold the connection pool. Those statements run under a short
// statement timeout; past it the search is refused with a sentence instead of keeping the
// database busy. On a small log the scan finishes well within it and the search is answered.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../schema';
import { hasTrigramRun } from './terms';

/** How long the statements of one search that cannot use the index may run. */
export const UNINDEXED_SCAN_BUDGET_MS = 800;

/** PostgreSQL's SQLSTATE for a statement cancelled by its timeout. */
const QUERY_CANCELED = '57014';

/** A search that needs a scan of the whole log and did not finish within its budget (answered 400). */
export class SearchTooBroadError extends Error {
  readonly statusCode = 400;
  constructor() {
    super(
      'This search has no three letters or digits in a row, so it cannot use the search index, and reading every entry for it took too long. Add letters or digits to the search, or narrow the dates.',
    );
  }
}

/**
 * Runs `work` with a statement timeout of UNINDEXED_SCAN_BUDGET_MS when none of `terms` can use the
 * trigram index (in the caller's transaction, or one of its own), and turns the timeout into
 * SearchTooBroadError. Terms the index serves run as they are.
 */
export async function withinScanBudget<T>(db: Kysely<DB>, terms: readonly string[], work: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  if (terms.some(hasTrigramRun)) return work(db);
  const budgeted = async (trx: Kysely<DB>) => {
    const { rows } = await sql<{ before: string }>`SELECT current_setting('statement_timeout') AS before`.execute(trx);
    await sql`SELECT set_config('statement_timeout', ${String(UNINDEXED_SCAN_BUDGET_MS)}, true)`.execute(trx);
    const result = await work(trx);
    await sql`SELECT set_config('statement_timeout', ${rows[0]!.before}, true)`.execute(trx);
    return result;
  };
  try {
    return db.isTransaction ? await budgeted(db) : await db.transaction().execute(budgeted);
  } catch (error) {
    if ((error as { code?: string }).code === QUERY_CANCELED) throw new SearchTooBroadError();
    throw error;
  }
}
