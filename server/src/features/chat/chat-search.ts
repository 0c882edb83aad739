// The contract between the chat repository and each engine's search SQL, and the pieces both
// engines share (row shape, LIKE escaping, the choice between the index plan and the scan plan).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Growth, LogState } from './chat-count-cache';

export interface ChatRow {
  id: string;
  user_id: number;
  name: string;
  message: string;
  timestamp: number;
  filter_warning: number;
  translated_text: string | null;
}

export const CHAT_COLUMNS = ['id', 'user_id', 'name', 'message', 'timestamp', 'filter_warning', 'translated_text'] as const;

/** Inclusive bounds in epoch milliseconds. */
export interface TimeWindow {
  from?: number | undefined;
  to?: number | undefined;
}

/** `desc` is the screen's order (newest first); `asc` serves the deep half of the pages. */
export type Order = 'asc' | 'desc';

export interface PageRequest {
  order: Order;
  limit: number;
  offset: number;
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

/** The last row an export has written: the next chunk starts strictly after it (newest first). */
export interface ChatCursor {
  timestamp: number;
  id: string;
}

/** One chunk of a CSV export: up to `limit` matches after `after` (from the newest when undefined). */
export interface ExportChunk {
  after: ChatCursor | undefined;
  limit: number;
  plan: 'index' | 'scan';
}

/** What each engine provides for substring search (DESIGN §1: engine SQL in one small place). */
export interface ChatSearchSql {
  /** The exact number of visible messages matching `term` (name or message) inside the window. */
  count(db: Kysely<DB>, term: string, window: TimeWindow): Promise<SearchCount>;
  /** Matches found through the trigram index, then sorted: the right plan for a selective term. */
  indexedPage(db: Kysely<DB>, term: string, window: TimeWindow, page: PageRequest): Promise<ChatRow[]>;
  /**
   * The (timestamp, id) index walked in page order and filtered row by row: stops early for common
   * terms. Looks at no more than `budget` visible rows, so it may return a short page.
   */
  scanPage(db: Kysely<DB>, term: string, window: TimeWindow, page: PageRequest, budget: number): Promise<ChatRow[]>;
  /** Whether scanPage matches exactly what the index matches for this term. */
  canScan(term: string): boolean;
  /**
   * A chunk of an export, newest first, keyset-paged on (timestamp, id): through the trigram index
   * and sorted (`index`), or walking the time index and keeping the matches (`scan`). Must run
   * inside a transaction (PostgreSQL's planner switches are set for it alone).
   */
  exportChunk(db: Kysely<DB>, term: string, window: TimeWindow, chunk: ExportChunk): Promise<ChatRow[]>;
  /** Where the log stands in the caller's snapshot (see chat-count-cache.ts); undefined before migrations. */
  state(db: Kysely<DB>): Promise<LogState | undefined>;
  /**
   * What the rows stored after `since` add, in the caller's snapshot: visible rows, and the visible
   * rows inside the window that match `term` (every one of them when there is no term).
   */
  growth(db: Kysely<DB>, term: string | undefined, window: TimeWindow, since: LogState): Promise<Growth>;
}

/**
 * Which plan serves a search page. The index plan visits every index match (`indexCost`) and sorts
 * them. The scan plan walks the window in page order and, with matches spread evenly in time, has
 * the page after about needed × windowRows / total rows (never more than the window). For ten
 * million messages and a first page of 100, a term with 10,000 hits is read through the index and
 * one with 100,000 hits by the scan (about 10,000 rows).
 */
export function chooseSearchPlan(count: { total: number; indexCost: number; windowRows: number }, needed: number): 'index' | 'scan' {
  const scanCost = Math.min(count.windowRows, (needed * count.windowRows) / Math.max(count.total, 1));
  return scanCost < count.indexCost ? 'scan' : 'index';
}

/**
 * The plan for a whole export of a search. The index plan finds every match again for each chunk
 * (`indexCost` per chunk); the scan plan walks the window's rows once, chunk after chunk. So the
 * scan wins once the export needs enough chunks: a common word in ten million messages is walked
 * once instead of being looked up and sorted five hundred times.
 */
export function chooseExportPlan(count: { total: number; indexCost: number; windowRows: number }, chunkSize: number): 'index' | 'scan' {
  const chunks = Math.max(1, Math.ceil(count.total / chunkSize));
  return count.windowRows < chunks * count.indexCost ? 'scan' : 'index';
}

/** `%term%` with `%`, `_` and `\` escaped so they are taken literally (used with ESCAPE '\'). */
export const likeContains = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** True when every character is ASCII or has no case (CJK, digits, punctuation). */
export const isAsciiOrCaseless = (term: string): boolean =>
  [...term].every((c) => c.charCodeAt(0) < 0x80 || c.toLowerCase() === c.toUpperCase());
