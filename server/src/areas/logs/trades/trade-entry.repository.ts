// Reads of one trade by id (a permalink, or the trade a chat lookup starts from), and the player
// behind a trade side that carries a name but no id.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { TradeRow } from './trades.mapping';

/** The trade with this id (its primary key on PostgreSQL, the unique id index on SQLite). */
export function findTrade(db: Kysely<DB>, id: string): Promise<TradeRow | undefined> {
  return db.selectFrom('trades').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The player now known by this lower-cased name (players_username_idx). A name can have passed
 * between accounts; the most recently seen holder is the best guess for a recent trade.
 */
export async function playerIdByName(db: Kysely<DB>, nameLower: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('players')
    .select('user_id')
    .where('username_lower', '=', nameLower)
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.user_id) : undefined;
}
