// A player's trade partners are grouped from each of the player's trade sources (by id and by
// name, as sender and as receiver). With the partner's id and names, the trade's flags and
// both sides' sums in the index beside the player's side, each source is read from the index
// alone; before, every one of a heavy player's ~20,000 trades was also read from the table (its
// rows carry the raw log line), which kept the partners chart above 200 ms. The indexes keep
// their names and leading columns, so every other plan that uses them is unchanged.
import type { Kysely } from 'kysely';
import type { Engine } from '../database';
import { recreateIndexes } from './recreate-indexes';

const PARTNER_COLUMNS = 'lopsided, sent, received';

const INDEXES = [
  `CREATE INDEX trades_sender_id_idx ON trades (sender_id, date, receiver_id, receiver_lower, receiver, ${PARTNER_COLUMNS})`,
  `CREATE INDEX trades_receiver_id_idx ON trades (receiver_id, date, sender_id, sender_lower, sender, ${PARTNER_COLUMNS})`,
  `CREATE INDEX trades_sender_noid_idx ON trades (sender_lower, date, sender_id, receiver_id, receiver_lower, receiver, ${PARTNER_COLUMNS}) WHERE sender_id IS NULL`,
  `CREATE INDEX trades_receiver_noid_idx ON trades (receiver_lower, date, sender_id, sender_lower, receiver_id, sender, ${PARTNER_COLUMNS}) WHERE receiver_id IS NULL`,
];

export const up = (db: Kysely<unknown>, engine: Engine): Promise<void> => recreateIndexes(db, engine, INDEXES);
