// A player's trades and purchases logged without their id are found by name, through partial
// indexes of the rows without that side's id. Counting them (the player page's total, on every
// page) read every row: the condition names the side's id (always NULL in the index, but SQLite
// still reads it from the row), and on the second side (receiver, buyer) a row is the player's only
// when the first side is not also them, which reads the first side's id and name. With those columns
// in the indexes the counts read the indexes alone.
import type { Kysely } from 'kysely';
import type { Engine } from '../database';
import { recreateIndexes } from './recreate-indexes';

const INDEXES = [
  'CREATE INDEX trades_sender_noid_idx ON trades (sender_lower, date, sender_id) WHERE sender_id IS NULL',
  'CREATE INDEX trades_receiver_noid_idx ON trades (receiver_lower, date, sender_id, sender_lower, receiver_id) WHERE receiver_id IS NULL',
  'CREATE INDEX market_seller_noid_idx ON marketplace (seller_lower, date, seller_id) WHERE seller_id IS NULL',
  'CREATE INDEX market_buyer_noid_idx ON marketplace (buyer_lower, date, seller_id, seller_lower, buyer_id) WHERE buyer_id IS NULL',
];

export const up = (db: Kysely<unknown>, engine: Engine): Promise<void> => recreateIndexes(db, engine, INDEXES);
