// The engine-neutral face of substring search: repositories describe what to look for, and one
// small file per engine and feature (`*.search.sqlite.ts`, `*.search.postgres.ts`) turns it into
// conditions served by that engine's trigram index.
import type { Expression, RawBuilder, SqlBool } from 'kysely';

/** Holds when any of `fields` contains `term`, ignoring letter case; taken literally (no wildcards). */
export interface TextMatch<F extends string> {
  fields: readonly F[];
  term: string;
}

export interface TextSearchOptions {
  /**
   * true: let the engine start from the search index's matches and sort them (few matches).
   * false: read in the order (or the other filters') index and keep the rows that match (many
   * matches, or a selective b-tree filter beside the search). Only SQLite needs telling; its
   * planner cannot estimate how many rows a full-text match returns.
   */
  driveByMatches: boolean;
}

export interface TextSearch<F extends string> {
  /** One condition on the log table that holds when every match holds. */
  where(matches: readonly TextMatch<F>[], options: TextSearchOptions): Expression<SqlBool>;
  /** `SELECT count(*) AS n` of the rows meeting every match and nothing else (from the search index alone where it can). */
  count(matches: readonly TextMatch<F>[]): RawBuilder<{ n: number | string }>;
}

// Starting from the matches costs a row fetch and a sort step per match; reading the order index
// costs one cheap index step (and a membership check) per row visited. Measured on SQLite at two
// million trades, an index step is several times cheaper; 4 keeps the choice on the safe side.
const INDEX_STEP_ADVANTAGE = 4;

/**
 * Whether a search with `matches` of `rows` rows should start from its matches for this page.
 * Reading the order index visits about (offset + limit) × rows / matches entries before the page
 * is full, so the index wins when the matches are dense (a common word), the matches when they
 * are sparse (a rare name).
 */
export function matchesShouldDrive(matches: number, rows: number, window: { offset: number; limit: number }): boolean {
  const visited = ((window.offset + window.limit) * rows) / Math.max(matches, 1);
  return visited > matches * INDEX_STEP_ADVANTAGE;
}
