// The engine-specific bulk writes shared by the log writers. SQLite: cached prepared statements on
// the raw better-sqlite3 handle inside one IMMEDIATE transaction (db/raw-sqlite.ts), the FTS5 row written beside each
// new row. PostgreSQL: one multi-row `INSERT … SELECT FROM unnest(arrays)` per few thousand rows
// (no 65,535-parameter limit: one array per column), `ON CONFLICT (id) DO NOTHING RETURNING id`.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { type NameSightings, upsertNamesPostgres, upsertNamesSqlite } from '../../db/player-names';
import type { DB } from '../../db/schema';
import { inSqliteTransaction, prepared, type Sqlite } from '../../db/raw-sqlite';
import { raiseAlertsPostgres, raiseAlertsSqlite, type WatchedKind, type WatchedRows } from '../watch/matching';

export type Trx = Transaction<DB> | Kysely<DB>;

export interface LogTableSpec<R> {
  table: 'chat_messages' | 'trades' | 'marketplace';
  /** Insert columns, `id` first; each with its PostgreSQL array element type. */
  columns: readonly (readonly [keyof R & string, string])[];
  /** The SQLite FTS5 external-content table and its columns (rowid = the row's seq). */
  fts: { table: string; columns: readonly (keyof R & string)[] };
  /** PostgreSQL: more rows derived from the batch's new rows, written in the same transaction. */
  afterInsertPostgres?: (trx: Trx, inserted: readonly R[]) => Promise<void>;
}

export interface SqliteInsert<R> {
  inserted: R[];
  /** The largest `seq` before this batch: the batch's new rows are exactly those above it. */
  previousSeq: number;
}

/**
 * SQLite: inserts rows whose id is new and indexes them for search. Must run inside the writing
 * transaction: the new rows are then exactly those above the largest `seq` seen before (rowids are
 * allocated upwards and no one else writes meanwhile), so one INSERT … SELECT fills the FTS index
 * in C rather than a statement call per row.
 */
export function insertSqlite<R extends { id: string }>(sqlite: Sqlite, spec: LogTableSpec<R>, rows: readonly R[]): SqliteInsert<R> {
  const names = spec.columns.map(([c]) => c);
  const insert = prepared(sqlite, `INSERT INTO ${spec.table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')}) ON CONFLICT (id) DO NOTHING`);
  const ftsColumns = spec.fts.columns.join(', ');
  const index = prepared(sqlite, `INSERT INTO ${spec.fts.table} (rowid, ${ftsColumns}) SELECT seq, ${ftsColumns} FROM ${spec.table} WHERE seq > ?`);
  const top = prepared(sqlite, `SELECT coalesce(max(seq), 0) AS top FROM ${spec.table}`).pluck();
  const previousSeq = top.get() as number;
  const inserted: R[] = [];
  // Positional values in one reused array: binding by name costs a lookup per column per row.
  const values: unknown[] = new Array<unknown>(names.length);
  for (const row of rows) {
    for (let i = 0; i < names.length; i += 1) values[i] = row[names[i]!];
    if (insert.run(values).changes > 0) inserted.push(row);
  }
  if (inserted.length > 0) index.run(previousSeq);
  return { inserted, previousSeq };
}

/** Rows per PostgreSQL statement: large enough to amortise the round trip, small enough to stream. */
const PG_CHUNK = 5000;

/** PostgreSQL: inserts rows whose id is new; returns the rows inserted. */
export async function insertPostgres<R extends { id: string }>(trx: Trx, spec: LogTableSpec<R>, rows: readonly R[]): Promise<R[]> {
  const inserted: R[] = [];
  const columnList = sql.join(spec.columns.map(([c]) => sql.ref(c)));
  for (let start = 0; start < rows.length; start += PG_CHUNK) {
    const chunk = rows.slice(start, start + PG_CHUNK);
    const arrays = spec.columns.map(([column, type]) => sql`${chunk.map((r) => r[column])}::${sql.raw(type)}[]`);
    const { rows: ids } = await sql<{ id: string }>`
      INSERT INTO ${sql.table(spec.table)} (${columnList})
      SELECT * FROM unnest(${sql.join(arrays)})
      ON CONFLICT (id) DO NOTHING
      RETURNING id`.execute(trx);
    if (ids.length === chunk.length) {
      inserted.push(...chunk);
    } else if (ids.length > 0) {
      const fresh = new Set(ids.map((r) => r.id));
      for (const row of chunk) if (fresh.has(row.id)) inserted.push(row);
    }
  }
  return inserted;
}

/** Adds to the stored-row counters in the writing transaction (exact once it commits). */
export function bumpCountersSqlite(sqlite: Sqlite, deltas: Record<string, number>): void {
  const update = prepared(sqlite, 'UPDATE counters SET value = value + ? WHERE name = ?');
  for (const [name, delta] of Object.entries(deltas)) if (delta !== 0) update.run(delta, name);
}

export async function bumpCountersPostgres(trx: Trx, deltas: Record<string, number>): Promise<void> {
  // Always in the same (sorted) order, so two concurrent batches cannot deadlock on counter rows.
  for (const name of Object.keys(deltas).sort()) {
    const delta = deltas[name] ?? 0;
    if (delta !== 0) await sql`UPDATE counters SET value = value + ${delta} WHERE name = ${name}`.execute(trx);
  }
}

/** Distinct by id (the first occurrence wins), so a batch that repeats an event stores it once. */
export function distinctById<R extends { id: string }>(rows: readonly R[]): R[] {
  const seen = new Set<string>();
  const out: R[] = [];
  for (const row of rows) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    out.push(row);
  }
  return out;
}

/** Trades and marketplace entries: rows, FTS, player names and the counter in one transaction. */
export async function writeLogRows<R extends { id: string }>(
  database: Database,
  spec: LogTableSpec<R>,
  counter: string,
  rows: readonly R[],
  /** The player names the new rows show (kept in `player_names`). */
  namesOf: (inserted: readonly R[]) => NameSightings,
  /** The watch rules' scope of these rows; null to store them without matching rules. */
  watched: WatchedKind | null,
): Promise<number> {
  const distinct = distinctById(rows);
  if (distinct.length === 0) return 0;
  if (database.engine === 'sqlite') {
    return inSqliteTransaction(database, (sqlite) => {
      const { inserted } = insertSqlite(sqlite, spec, distinct);
      upsertNamesSqlite(sqlite, namesOf(inserted));
      bumpCountersSqlite(sqlite, { [counter]: inserted.length });
      if (watched) raiseAlertsSqlite(sqlite, watched, inserted as unknown as WatchedRows[typeof watched][]);
      return inserted.length;
    });
  }
  // Sorted ids: concurrent batches sharing events take their row locks in the same order.
  const sorted = [...distinct].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return database.db.transaction().execute(async (trx) => {
    const inserted = await insertPostgres(trx, spec, sorted);
    if (inserted.length > 0) await spec.afterInsertPostgres?.(trx, inserted);
    if (watched) await raiseAlertsPostgres(database, trx, watched, inserted as unknown as WatchedRows[typeof watched][]);
    // The rows every batch updates (names, counters) last, just before the commit: their row locks
    // make concurrent batches wait for each other, for as short a time as possible. Every writer
    // takes them in the same order (rules, names, hours, counters), so no two batches wait in a cycle.
    await upsertNamesPostgres(trx, namesOf(inserted));
    await bumpCountersPostgres(trx, { [counter]: inserted.length });
    return inserted.length;
  });
}
