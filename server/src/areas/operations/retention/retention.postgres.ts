// PostgreSQL: one chunk of old log rows deleted in one transaction, with the rows derived from
// them (a trade's item-name keys) and the counters. Rows another process is deleting at the same
// moment are skipped (SKIP LOCKED), and the counters are lowered by the rows this transaction
// actually deleted, so several processes running the job at once keep them exact.
import { sql } from 'kysely';
import { addChatHours, visiblePerHour } from '../../logs/chat';
import { type Database, maintenanceConnection } from '../../../db/database';
import { ITEM_KEY_MAX_BYTES } from '../../../db/trade-items';
import type { LogTable } from './retention-tables';

export async function deleteLogChunkPostgres(database: Database, spec: LogTable, before: number, limit: number): Promise<number> {
  return database.db.transaction().execute(async (trx) => {
    const table = sql.table(spec.table);
    const time = sql.ref(spec.time);
    const { rows } = await sql<{ id: string; hidden: number | null; time: number; item_names: string | null }>`
      WITH doomed AS (
        SELECT id FROM ${table} WHERE ${time} < ${before} ORDER BY ${time}, id LIMIT ${limit} FOR UPDATE SKIP LOCKED
      )
      DELETE FROM ${table} t USING doomed d WHERE t.id = d.id
      RETURNING t.id, t.${time} AS time,
        ${spec.visibleCounter ? sql`t.hidden` : sql`NULL::int`} AS hidden,
        ${spec.table === 'trades' ? sql`t.item_names` : sql`NULL::text`} AS item_names`.execute(trx);
    if (rows.length === 0) return 0;
    if (spec.table === 'trades') {
      // The same keys the trades writer stored (db/trade-items.ts), found through the primary key.
      const ids = rows.map((r) => r.id);
      const names = rows.map((r) => r.item_names ?? '');
      await sql`
        DELETE FROM trade_items ti USING (
          SELECT DISTINCT CASE WHEN octet_length(line) > ${sql.lit(ITEM_KEY_MAX_BYTES)} THEN '' ELSE line END AS item_lower, t.id
          FROM unnest(${ids}::text[], ${names}::text[]) AS t(id, item_names), unnest(string_to_array(t.item_names, E'\\n')) AS line
          WHERE line <> ''
        ) k
        WHERE ti.item_lower = k.item_lower AND ti.trade_id = k.id`.execute(trx);
    }
    const visible = rows.filter((r) => r.hidden === 0).length;
    // Hours before counters, the writers' order.
    if (spec.visibleCounter) await addChatHours(trx, visiblePerHour(rows.map((r) => ({ timestamp: r.time, hidden: r.hidden }))), -1);
    // Names in sorted order, as the writers take them, so that a batch and a chunk cannot deadlock.
    const deltas: [string, number][] = [[spec.counter, rows.length]];
    if (spec.visibleCounter) deltas.push([spec.visibleCounter, visible]);
    for (const [name, delta] of deltas.sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (delta > 0) await sql`UPDATE counters SET value = value - ${delta} WHERE name = ${name}`.execute(trx);
    }
    return rows.length;
  });
}

/**
 * PostgreSQL: a table with many dead rows after a retention run is vacuumed and analysed. The
 * deleted rows sit at the old end of the time index until then, and the planner walks those dead entries
 * to find the column's real minimum whenever a query's time bound falls near it (the chat floor
 * does): two million of them made the last chat page take 0.7 s to plan. VACUUM runs beside reads
 * and writes; it has no timeout (a ten-million-row table takes a minute or two).
 */
/** PostgreSQL: the table's dead rows, as its statistics last counted them. */
export async function deadRows(database: Database, table: string): Promise<number> {
  const { rows } = await sql<{ n: string | number | null }>`SELECT n_dead_tup AS n FROM pg_stat_user_tables WHERE relid = ${table}::regclass`.execute(
    database.db,
  );
  return Number(rows[0]?.n ?? 0);
}

export async function vacuumLogTable(database: Database, table: string): Promise<void> {
  if (!database.pool) return;
  const db = maintenanceConnection(database.pool);
  try {
    await sql`VACUUM (ANALYZE) ${sql.table(table)}`.execute(db);
  } finally {
    await db.destroy();
  }
}
