// Upkeep of `player_names` (migrations 003 and 010): every name a player id has been seen under,
// with the first and last time and which kinds of record showed it (a name seen only in trades is
// shown only to staff who may read trades). Writers collect sightings from the rows they store and upsert them in the
// same transaction; each key is written once per batch, in key order (no deadlocks between two
// PostgreSQL writers).
import type SQLite from 'better-sqlite3';
import { type QueryExecutorProvider, sql } from 'kysely';

/** Which kinds of record a name was seen in: bits of `player_names.sources`. */
export const NAME_SOURCE = { chat: 1, trade: 2, marketplace: 4, player: 8, report: 16 } as const;
export type NameSource = keyof typeof NAME_SOURCE;

export interface NameSighting {
  user_id: number;
  name: string;
  at: number;
}

export interface PlayerNameRow {
  user_id: number;
  name_lower: string;
  name: string;
  first_seen: number;
  last_seen: number;
  sources: number;
}

/** A name as the console compares it: Unicode lower case (the same rule as `*_lower` columns). */
export const nameKey = (name: string): string => name.toLowerCase();

/** Collects sightings into one row per (player, name), in key order. */
export class NameSightings {
  private readonly rows = new Map<string, PlayerNameRow>();

  /** `source`: the kind of record every sighting of this collection comes from. */
  constructor(private readonly source: NameSource) {}

  add(userId: number | null | undefined, name: string, at: number): void {
    if (userId === null || userId === undefined || name === '') return;
    const nameLower = nameKey(name);
    const key = `${userId}\u0000${nameLower}`;
    const known = this.rows.get(key);
    if (!known) {
      this.rows.set(key, { user_id: userId, name_lower: nameLower, name, first_seen: at, last_seen: at, sources: NAME_SOURCE[this.source] });
      return;
    }
    if (at < known.first_seen) known.first_seen = at;
    if (at >= known.last_seen) {
      known.last_seen = at;
      known.name = name;
    }
  }

  get size(): number {
    return this.rows.size;
  }

  sorted(): PlayerNameRow[] {
    return [...this.rows.values()].sort((a, b) => a.user_id - b.user_id || (a.name_lower < b.name_lower ? -1 : a.name_lower > b.name_lower ? 1 : 0));
  }
}

// Rows that would not change are left alone (no write, no WAL growth).
export const SQLITE_NAME_UPSERT = `INSERT INTO player_names (user_id, name_lower, name, first_seen, last_seen, sources) VALUES (?, ?, ?, ?, ?, ?)
  ON CONFLICT (user_id, name_lower) DO UPDATE SET
    name = CASE WHEN excluded.last_seen >= player_names.last_seen THEN excluded.name ELSE player_names.name END,
    first_seen = min(player_names.first_seen, excluded.first_seen),
    last_seen = max(player_names.last_seen, excluded.last_seen),
    sources = player_names.sources | excluded.sources
  WHERE excluded.first_seen < player_names.first_seen OR excluded.last_seen > player_names.last_seen
    OR (player_names.sources & excluded.sources) <> excluded.sources`;

/** One row's parameters for SQLITE_NAME_UPSERT. */
export const sqliteNameParams = (r: PlayerNameRow) => [r.user_id, r.name_lower, r.name, r.first_seen, r.last_seen, r.sources];

const statements = new WeakMap<SQLite.Database, SQLite.Statement>();

/** SQLite: inside the caller's transaction on the raw handle. */
export function upsertNamesSqlite(sqlite: SQLite.Database, sightings: NameSightings): void {
  if (sightings.size === 0) return;
  let upsert = statements.get(sqlite);
  if (!upsert) statements.set(sqlite, (upsert = sqlite.prepare(SQLITE_NAME_UPSERT)));
  for (const r of sightings.sorted()) upsert.run(...sqliteNameParams(r));
}

/** PostgreSQL: one statement for the whole batch. */
export async function upsertNamesPostgres(db: QueryExecutorProvider, sightings: NameSightings): Promise<void> {
  if (sightings.size === 0) return;
  const rows = sightings.sorted();
  const col = <K extends keyof PlayerNameRow>(key: K) => rows.map((r) => r[key]);
  await sql`
    INSERT INTO player_names (user_id, name_lower, name, first_seen, last_seen, sources)
    SELECT * FROM unnest(${col('user_id')}::bigint[], ${col('name_lower')}::text[], ${col('name')}::text[], ${col('first_seen')}::bigint[], ${col('last_seen')}::bigint[], ${col('sources')}::int[])
    ON CONFLICT (user_id, name_lower) DO UPDATE SET
      name = CASE WHEN excluded.last_seen >= player_names.last_seen THEN excluded.name ELSE player_names.name END,
      first_seen = LEAST(player_names.first_seen, excluded.first_seen),
      last_seen = GREATEST(player_names.last_seen, excluded.last_seen),
      sources = player_names.sources | excluded.sources
    WHERE excluded.first_seen < player_names.first_seen OR excluded.last_seen > player_names.last_seen
      OR (player_names.sources & excluded.sources) <> excluded.sources`.execute(db);
}
