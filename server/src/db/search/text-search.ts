// Substring search on a log read in several orders (trades, marketplace): the contract each engine
// implements, and what a log tells the layer about its table (its search spec). A repository hands
// the spec and the matches to the layer and gets conditions back, served by that engine's trigram
// index: FTS5 on SQLite (text-search.sqlite.ts), pg_trgm on PostgreSQL (text-search.postgres.ts).
import type { Expression, Kysely, SqlBool } from 'kysely';
import { CountCache } from '../../caches/count-cache';
import type { DB } from '../schema';

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

/** A search on its own, already counted; its condition may reuse what counting found. */
export interface ResolvedSearch {
  /** Exact number of rows meeting every match. */
  total: number;
  where(options: TextSearchOptions): Expression<SqlBool>;
}

/**
 * Totals of searches kept per process at the table's state and brought forward by the rows stored
 * since (caches/count-cache.ts). SQLite keeps them: its one writer gives rows their `seq` in commit
 * order, so "above the old largest seq" is exactly "stored since". PostgreSQL's ids are drawn
 * before commit, so it counts every time (through the item-name keys where that is cheap).
 */
export type SearchTotals = CountCache<number>;

export const createSearchTotals = (): SearchTotals => new CountCache<number>();

export interface TextSearch<F extends string> {
  /** One condition on the log table that holds when every match holds (beside other filters). */
  where(matches: readonly TextMatch<F>[], options: TextSearchOptions): Expression<SqlBool>;
  /**
   * Counts the rows meeting every match and nothing else, the cheapest way the engine has: with
   * `totals`, a total kept from an earlier request and brought forward where the engine can. Run
   * it in a snapshot (db/snapshot.ts) when `totals` is given, so the state and the count agree.
   */
  resolve(db: Kysely<DB>, matches: readonly TextMatch<F>[], totals?: SearchTotals): Promise<ResolvedSearch>;
}

/**
 * PostgreSQL item-name keys (see item-keys.postgres.ts): an item name alone is counted through the
 * distinct names instead of the rows.
 */
export type ItemKeys<F extends string> =
  /** Many items per row: a table of (key, row id) with one row per distinct line of `lines` (the log's column). */
  | { field: F; keyTable: { table: string; key: string; rowId: string; lines: string } }
  /** One item per row: the distinct values of an expression of the log table (b-tree indexed). */
  | { field: F; keyExpression: string };

/**
 * What a log tells the layer about its searchable fields. Every SQL string here is written in code
 * (never taken from a request) and names columns of `table`.
 */
export interface TextSearchSpec<F extends string> {
  table: 'trades' | 'marketplace';
  /**
   * Each field as lower-case text on the row. Both engines' trigram indexes are built on these
   * expressions. `asciiOnly` when the expression is lower(), which on SQLite folds ASCII only.
   */
  lowered: Record<F, { sql: string; asciiOnly?: boolean }>;
  /** SQLite: the FTS5 external-content table (rowid = the row's `seq`) and the FTS column of each field. */
  fts: { table: string; columns: Record<F, string> };
  itemKeys?: ItemKeys<F>;
}

/**
 * A search's first pass keeps up to this many matching rows (their keys, ~80–260 kB) and pages from
 * them directly, so a rare term's index is evaluated once, not once to count and again to page;
 * a term with more matches is common and is counted instead.
 */
export const KEPT_MATCHES = 10_000;

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
