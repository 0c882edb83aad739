// Fills `player_names` (names, first and last sightings, and the kinds of record that showed each
// name) from the rows already stored, a few thousand rows at a time in id order (memory stays flat
// however large the tables are), through the writers' own upsert. Run by migration 010.
import { CompiledQuery, type Kysely, type RawBuilder, sql } from 'kysely';
import type { Engine } from '../database';
import { type NameSource, NameSightings, SQLITE_NAME_UPSERT, sqliteNameParams, upsertNamesPostgres } from '../player-names';

const CHUNK = 5000;

interface Source {
  table: string;
  kind: NameSource;
  /** Each pair: the id column and the name column of one player named in the row. */
  players: readonly (readonly [string, string])[];
  time: string;
  key: string;
}

const SOURCES: readonly Source[] = [
  { table: 'chat_messages', kind: 'chat', players: [['user_id', 'name']], time: 'timestamp', key: 'id' },
  {
    table: 'trades',
    kind: 'trade',
    players: [
      ['sender_id', 'sender'],
      ['receiver_id', 'receiver'],
    ],
    time: 'date',
    key: 'id',
  },
  {
    table: 'marketplace',
    kind: 'marketplace',
    players: [
      ['seller_id', 'seller'],
      ['buyer_id', 'buyer'],
    ],
    time: 'date',
    key: 'id',
  },
  { table: 'players', kind: 'player', players: [['user_id', 'username']], time: 'updated_at', key: 'user_id' },
];

type Row = Record<string, string | number | null>;

export async function backfillPlayerNames(db: Kysely<unknown>, engine: Engine): Promise<void> {
  for (const source of SOURCES) {
    const columns = [source.key, source.time, ...source.players.flat()];
    let after: string | number | null = null;
    for (;;) {
      const where: RawBuilder<unknown> = after === null ? sql`` : sql`WHERE ${sql.ref(source.key)} > ${after}`;
      const { rows }: { rows: Row[] } = await sql<Row>`SELECT ${sql.join(columns.map((c) => sql.ref(c)))} FROM ${sql.table(source.table)} ${where}
        ORDER BY ${sql.ref(source.key)} LIMIT ${CHUNK}`.execute(db);
      if (rows.length === 0) break;
      const sightings = new NameSightings(source.kind);
      for (const row of rows) {
        for (const [idColumn, nameColumn] of source.players) {
          const id = row[idColumn];
          if (id !== null && id !== undefined) sightings.add(Number(id), String(row[nameColumn]), Number(row[source.time]));
        }
      }
      await write(db, engine, sightings);
      after = rows.at(-1)![source.key]!;
      if (rows.length < CHUNK) break;
    }
  }
}

async function write(db: Kysely<unknown>, engine: Engine, sightings: NameSightings): Promise<void> {
  if (engine === 'postgres') return upsertNamesPostgres(db, sightings);
  // Through Kysely's connection (the migration's transaction), with the writers' own statement.
  for (const r of sightings.sorted()) {
    await db.executeQuery(CompiledQuery.raw(SQLITE_NAME_UPSERT, sqliteNameParams(r)));
  }
}
