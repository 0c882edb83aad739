// Which kinds of record showed each player name (bits: chat 1, trade 2, marketplace 4, player
// record 8), so that a name seen only in trades or purchases is shown only to staff who may read
// them. The writers keep the bits from now on; this migration fills names and bits from every row
// already stored (one pass over the logs in id order).
import { type Kysely, sql } from 'kysely';
import type { Engine } from '../database';
import { backfillPlayerNames } from './player-names-backfill';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await sql`ALTER TABLE player_names ADD COLUMN sources integer NOT NULL DEFAULT 0`.execute(db);
  await backfillPlayerNames(db, engine);
}
