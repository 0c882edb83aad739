// Substring search on a log read newest first within a time window (chat): the contract each engine
// implements (time-log-search.sqlite.ts, time-log-search.postgres.ts), what the log tells the layer
// about its table (its spec), and what each plan costs. The log's repository picks the plan.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Growth, LogState } from '../../../../caches/count-cache';
import type { DB } from '../../../../db/schema';
import type { Keyset } from '../../../../db/search/keyset';
import type { Direction } from '../../../../db/search/paging';
import type { TimeWindow } from '../../../../db/search/time-window';

/**
 * What a time-ordered log tells the layer. Every name here is written in code (never taken from a
 * request). Rows are only added (or deleted when old, by the retention job), and a row's searched
 * fields, time and visibility never change.
 */
export interface TimeLogSpec {
  table: string;
  /** The columns of one row as read. */
  columns: readonly string[];
  /** The text columns a term is looked for in (any of them). */
  fields: readonly string[];
  /** Epoch milliseconds; with `id`, the (time, id) index orders the log. */
  time: string;
  /** 1 on rows never shown or counted. */
  hidden: string;
  /** The ingest-maintained counter of visible rows. */
  visibleCounter: string;
  /** SQLite: the FTS5 trigram table over `fields` (external content, rowid = `seq`) and the (time, id) index. */
  sqlite: { fts: string; timeIndex: string };
  /** PostgreSQL: the batch counter and the table of each recent batch's row ids (see areas/logs/chat/chat-recent.ts). */
  postgres: { batchCounter: string; recent: { table: string; batch: string; rowId: string } };
}

/** An exact total, plus what the engine knows about the cost of each plan for this term. */
export interface SearchCount {
  /** Visible matches inside the window: the answer's `total`. */
  total: number;
  /** Rows the index plan would visit (every index match, before the window and hidden filters). */
  indexCost: number;
  /** Rows in the window, when the engine counted them; undefined means the whole log. */
  windowRows?: number | undefined;
}

/** A page read in one direction: `desc` is the screen's order (newest first), `asc` serves the deep half. */
export interface PageRequest {
  order: Direction;
  limit: number;
  offset: number;
}

/** One chunk of a CSV export: up to `limit` matches after `after` (from the newest when undefined). */
export interface ExportChunk {
  /** The last row written: its time and id. */
  after: Keyset | undefined;
  limit: number;
  plan: SearchPlan;
}

/**
 * Equal bars over a window of `span` milliseconds starting at `from` (the chat histogram): bar i
 * holds the times from + ceil(i × span / count) up to the next bar's start, so a time's bar is
 * floor((time − from) × count / span), whole numbers throughout.
 */
export interface Bucketing {
  from: number;
  span: number;
  count: number;
}

/** Rows in one bar. */
export interface BucketCount {
  bucket: number;
  count: number;
}

/** SQL for the bar a time column's value falls in; the same text on both engines (BIGINT is an integer on SQLite too). */
export const bucketSql = (time: RawBuilder<unknown>, b: Bucketing): RawBuilder<number> =>
  sql<number>`CAST((${time} - CAST(${b.from} AS BIGINT)) * CAST(${b.count} AS BIGINT) / CAST(${b.span} AS BIGINT) AS BIGINT)`;

/** Rows with a `bucket` (none: bar 0) and a count `n` as the drivers return them. */
export const toBucketCounts = (rows: readonly { bucket?: number | string | null; n: number | string }[]): BucketCount[] =>
  rows.map((r) => ({ bucket: Number(r.bucket ?? 0), count: Number(r.n) }));

/** Matches in one hour (epoch milliseconds / 1 h, rounded down). */
export interface HourCount {
  hour: number;
  count: number;
}

/** Matches in one bar and one hour. */
export interface BucketHourCount extends BucketCount {
  hour: number;
}

/** SQL for the hour a time column's value falls in (epoch milliseconds / 1 h, rounded down). */
export const hourSql = (time: RawBuilder<unknown>): RawBuilder<number> => sql<number>`CAST(${time} / CAST(3600000 AS BIGINT) AS BIGINT)`;

export const sumOfCounts = (counts: readonly BucketCount[]): number => counts.reduce((sum, c) => sum + c.count, 0);

export type SearchPlan = 'index' | 'scan';

/** What each engine provides; rows are the spec's columns. Every method runs in the caller's snapshot (`db` may be a transaction). */
export interface TimeLogSearch<R> {
  /** The exact number of visible rows matching `term` (any field) inside the window. */
  count(db: Kysely<DB>, term: string, window: TimeWindow): Promise<SearchCount>;
  /** `count`'s matches through the same plan, per bar of `bucketing` (bars with none are left out). */
  countByBucket(db: Kysely<DB>, term: string, window: TimeWindow, bucketing: Bucketing): Promise<BucketCount[]>;
  /**
   * The visible matches inside each time range (both ends included), per bar of `bucketing` and per
   * hour: a few hours of a long window, read on the time index (the chat histogram's cut hours).
   */
  countInRanges(db: Kysely<DB>, term: string, ranges: readonly (readonly [number, number])[], bucketing: Bucketing): Promise<BucketHourCount[]>;
  /** The times of the first and last visible match inside the window; undefined when there is none. */
  matchSpan(db: Kysely<DB>, term: string, window: TimeWindow): Promise<{ first: number; last: number } | undefined>;
  /**
   * What a plan choice needs, as cheaply as the engine can give it: PostgreSQL's planner estimates
   * (an exact count of a common word takes seconds there); SQLite's exact count.
   */
  estimate(db: Kysely<DB>, term: string, window: TimeWindow): Promise<SearchCount>;
  /** Matches found through the trigram index, then sorted: the right plan for a selective term. */
  indexedPage(db: Kysely<DB>, term: string, window: TimeWindow, page: PageRequest): Promise<R[]>;
  /**
   * The (time, id) index walked in page order and filtered row by row: stops early for common
   * terms. Looks at no more than `budget` visible rows, so it may return a short page.
   */
  scanPage(db: Kysely<DB>, term: string, window: TimeWindow, page: PageRequest, budget: number): Promise<R[]>;
  /** Whether scanPage matches exactly what the index matches for this term. */
  canScan(term: string): boolean;
  /**
   * A chunk of an export, newest first, keyset-paged on (time, id): through the trigram index and
   * sorted (`index`), or walking the time index and keeping the matches (`scan`). Must run inside a
   * transaction (PostgreSQL's planner switches are set for it alone).
   */
  exportChunk(db: Kysely<DB>, term: string, window: TimeWindow, chunk: ExportChunk): Promise<R[]>;
  /** Where the log stands; undefined before migrations. */
  state(db: Kysely<DB>): Promise<LogState | undefined>;
  /**
   * What the rows stored after `since` add: visible rows, and the visible rows inside the window
   * that match `term` (every one of them when there is no term).
   */
  growth(db: Kysely<DB>, term: string | undefined, window: TimeWindow, since: LogState): Promise<Growth>;
  /** The matches of `term` inside the window among the rows stored after `since`, per hour. */
  growthPerHour(db: Kysely<DB>, term: string, window: TimeWindow, since: LogState): Promise<HourCount[]>;
}

/**
 * Which plan serves a search page. The index plan visits every index match (`indexCost`) and sorts
 * them. The scan plan walks the window in page order and, with matches spread evenly in time, has
 * the page after about needed × windowRows / total rows (never more than the window). For ten
 * million messages and a first page of 100, a term with 10,000 hits is read through the index and
 * one with 100,000 hits by the scan (about 10,000 rows).
 */
export function chooseSearchPlan(count: { total: number; indexCost: number; windowRows: number }, needed: number): SearchPlan {
  const scanCost = Math.min(count.windowRows, (needed * count.windowRows) / Math.max(count.total, 1));
  return scanCost < count.indexCost ? 'scan' : 'index';
}

/**
 * The plan for a whole export of a search. The index plan finds every match again for each chunk
 * (`indexCost` per chunk); the scan plan walks the window's rows once, chunk after chunk. So the
 * scan wins once the export needs enough chunks: a common word in ten million messages is walked
 * once instead of being looked up and sorted five hundred times.
 */
export function chooseExportPlan(count: { total: number; indexCost: number; windowRows: number }, chunkSize: number): SearchPlan {
  const chunks = Math.max(1, Math.ceil(count.total / chunkSize));
  return count.windowRows < chunks * count.indexCost ? 'scan' : 'index';
}
