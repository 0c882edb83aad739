// Test fixtures: players written straight into the table the way the players ingest upserts them
// (absent figures stored as 0), with the counter bumped.
import type { Database } from '../../db/database';

export interface PlayerFixture {
  userId: number;
  username: string;
  value?: number;
  bux?: number;
  level?: number;
  items?: number;
}

export async function insertPlayers({ db }: Database, players: readonly PlayerFixture[]): Promise<void> {
  if (players.length === 0) return;
  await db
    .insertInto('players')
    .values(
      players.map((p) => ({
        user_id: p.userId,
        username: p.username,
        username_lower: p.username.toLowerCase(),
        value: p.value ?? 0,
        bux: p.bux ?? 0,
        level: p.level ?? 0,
        items: p.items ?? 0,
        updated_at: Date.now(),
      })),
    )
    .execute();
  await db.updateTable('counters').set((eb) => ({ value: eb('value', '+', players.length) })).where('name', '=', 'players').execute();
}
