// The reads behind a player's moderation record, each one index range on the player's id:
// sanctions by type (sanctions_player_type_idx), notes (notes_player_idx) and the open cases that
// name them (case_players_player_idx, then each case by its key).
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

const OPEN = ['open', 'investigating'];

/** How many sanctions of each type the player has, revoked ones apart. */
export function sanctionCounts(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('sanctions')
    .select(['type', sql<number>`CASE WHEN revoked_at IS NULL THEN 0 ELSE 1 END`.as('revoked'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .groupBy(['type', sql`CASE WHEN revoked_at IS NULL THEN 0 ELSE 1 END`])
    .execute();
}

export async function noteCount(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function openCasesOf(db: Kysely<DB>, userId: number) {
  return db.selectFrom('case_players as p').innerJoin('cases as c', 'c.id', 'p.case_id').where('p.user_id', '=', userId).where('c.status', 'in', OPEN);
}

/** The open and investigating cases naming the player, newest first, and how many there are. */
export async function openCases(db: Kysely<DB>, userId: number, limit: number) {
  const [rows, count] = await Promise.all([
    openCasesOf(db, userId).select(['c.id', 'c.number', 'c.title', 'c.status']).orderBy('c.number', 'desc').limit(limit).execute(),
    openCasesOf(db, userId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
