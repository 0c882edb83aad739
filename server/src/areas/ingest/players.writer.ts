// Upserts a batch of players (leaderboard values) in one transaction: a value the event leaves out
// keeps what is stored; a new player starts at 0 for it. Counts new players.
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { NameSightings, upsertNamesPostgres, upsertNamesSqlite } from '../../db/player-names';
import { bumpCountersPostgres, bumpCountersSqlite } from './bulk-insert';
import { inSqliteTransaction, prepared } from '../../db/raw-sqlite';
import type { PlayerRow } from './ingest.rows';

const VALUES = ['value', 'bux', 'level', 'items'] as const;

/** One row per player, later events over earlier ones field by field (the batch's own order). */
export function mergePlayers(rows: readonly PlayerRow[]): PlayerRow[] {
  const merged = new Map<number, PlayerRow>();
  for (const row of rows) {
    const known = merged.get(row.user_id);
    if (!known) {
      merged.set(row.user_id, { ...row });
      continue;
    }
    known.username = row.username;
    known.username_lower = row.username_lower;
    known.updated_at = row.updated_at;
    for (const field of VALUES) if (row[field] !== null) known[field] = row[field];
  }
  return [...merged.values()];
}

const SQLITE_INSERT = `INSERT INTO players (user_id, username, username_lower, value, bux, level, items, updated_at)
  VALUES (@user_id, @username, @username_lower, coalesce(@value, 0), coalesce(@bux, 0), coalesce(@level, 0), coalesce(@items, 0), @updated_at)
  ON CONFLICT (user_id) DO NOTHING`;

const SQLITE_UPDATE = `UPDATE players SET username = @username, username_lower = @username_lower,
  value = coalesce(@value, value), bux = coalesce(@bux, bux), level = coalesce(@level, level), items = coalesce(@items, items),
  updated_at = @updated_at WHERE user_id = @user_id`;

const column = <K extends keyof PlayerRow>(rows: readonly PlayerRow[], key: K) => rows.map((r) => r[key]);

function playerNames(rows: readonly PlayerRow[]): NameSightings {
  const names = new NameSightings('player');
  for (const r of rows) names.add(r.user_id, r.username, r.updated_at);
  return names;
}

/** Returns how many players were new. */
export async function writePlayers(database: Database, rows: readonly PlayerRow[]): Promise<number> {
  const merged = mergePlayers(rows);
  if (merged.length === 0) return 0;
  if (database.engine === 'sqlite') {
    return inSqliteTransaction(database, (sqlite) => {
      const insert = prepared(sqlite, SQLITE_INSERT);
      const update = prepared(sqlite, SQLITE_UPDATE);
      let created = 0;
      for (const row of merged) {
        if (insert.run(row).changes > 0) created += 1;
        else update.run(row);
      }
      upsertNamesSqlite(sqlite, playerNames(merged));
      bumpCountersSqlite(sqlite, { players: created });
      return created;
    });
  }
  merged.sort((a, b) => a.user_id - b.user_id);
  return database.db.transaction().execute(async (trx) => {
    const { rows: fresh } = await sql<{ user_id: number }>`
      INSERT INTO players (user_id, username, username_lower, value, bux, level, items, updated_at)
      SELECT u, n, l, coalesce(v, 0), coalesce(b, 0), coalesce(lv, 0), coalesce(it, 0), at
      FROM unnest(${column(merged, 'user_id')}::bigint[], ${column(merged, 'username')}::text[], ${column(merged, 'username_lower')}::text[],
                  ${column(merged, 'value')}::float8[], ${column(merged, 'bux')}::float8[], ${column(merged, 'level')}::float8[],
                  ${column(merged, 'items')}::float8[], ${column(merged, 'updated_at')}::bigint[]) AS t(u, n, l, v, b, lv, it, at)
      ON CONFLICT (user_id) DO NOTHING
      RETURNING user_id`.execute(trx);
    const created = new Set(fresh.map((r) => r.user_id));
    const known = merged.filter((r) => !created.has(r.user_id));
    if (known.length > 0) {
      await sql`
        UPDATE players p SET username = t.n, username_lower = t.l,
          value = coalesce(t.v, p.value), bux = coalesce(t.b, p.bux), level = coalesce(t.lv, p.level), items = coalesce(t.it, p.items),
          updated_at = t.at
        FROM unnest(${column(known, 'user_id')}::bigint[], ${column(known, 'username')}::text[], ${column(known, 'username_lower')}::text[],
                    ${column(known, 'value')}::float8[], ${column(known, 'bux')}::float8[], ${column(known, 'level')}::float8[],
                    ${column(known, 'items')}::float8[], ${column(known, 'updated_at')}::bigint[]) AS t(u, n, l, v, b, lv, it, at)
        WHERE p.user_id = t.u`.execute(trx);
    }
    await upsertNamesPostgres(trx, playerNames(merged));
    await bumpCountersPostgres(trx, { players: created.size });
    return created.size;
  });
}
