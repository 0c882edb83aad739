// The item chart reads one item's purchases over up to two years: an index range on (item name,
// date) that also holds the unit price, quantity and id, so counting, summing and finding each
// day's median read the index alone (no table row), on both engines.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX market_item_date_idx ON marketplace (item_name, date, price_per_unit, quantity, id)`.execute(db);
}
