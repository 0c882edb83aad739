// Indexes for the player page, measured at full scale: a heavy player's counts read
// every matching row when a condition's column is not in the index (hidden messages, the other
// side of a trade, rows logged without ids). Partial indexes keep them small: most rows carry ids.
import { type Kysely, sql } from 'kysely';

const STATEMENTS = [
  // Visible messages of one player, in time order: the timeline's chat source and its count.
  'CREATE INDEX chat_user_visible_idx ON chat_messages (user_id, timestamp) WHERE hidden = 0',
  // Trades and purchases logged without ids, by name: the name-matched sources.
  'CREATE INDEX trades_sender_noid_idx ON trades (sender_lower, date) WHERE sender_id IS NULL',
  'CREATE INDEX trades_receiver_noid_idx ON trades (receiver_lower, date) WHERE receiver_id IS NULL',
  'CREATE INDEX market_seller_noid_idx ON marketplace (seller_lower, date) WHERE seller_id IS NULL',
  'CREATE INDEX market_buyer_noid_idx ON marketplace (buyer_lower, date) WHERE buyer_id IS NULL',
  // The receiving side also reads who sent: a trade with the player on both sides counts once.
  'DROP INDEX trades_receiver_id_idx',
  'CREATE INDEX trades_receiver_id_idx ON trades (receiver_id, date, sender_id)',
  'DROP INDEX market_buyer_id_idx',
  'CREATE INDEX market_buyer_id_idx ON marketplace (buyer_id, date, seller_id)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}
