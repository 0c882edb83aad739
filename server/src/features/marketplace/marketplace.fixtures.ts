// Test fixtures: marketplace entries written straight into the tables the way ingestion stores
// them (derived columns by the domain's rules, the FTS row on SQLite, the counter).
import { marketplaceValues } from '@staff-console/domain';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { newId } from '../../db/ids';

export interface MarketplaceEvent {
  _id?: string;
  boughtItem: unknown;
  price: number;
  seller: string;
  buyer: string;
  sellerId?: number;
  buyerId?: number;
  date: string;
}

export async function insertMarketplace(database: Database, events: readonly MarketplaceEvent[]): Promise<void> {
  const { db } = database;
  for (const event of events) {
    const date = Date.parse(event.date);
    const v = marketplaceValues(event);
    const insert = db.insertInto('marketplace').values({
      id: event._id ?? newId(date),
      date,
      item_name: v.itemName,
      item_type: v.itemType,
      asset_id: v.assetId,
      quantity: v.quantity,
      price: event.price,
      price_per_unit: v.pricePerUnit,
      base_price: v.basePrice,
      parsed: v.parsed ? 1 : 0,
      seller: event.seller,
      seller_lower: event.seller.toLowerCase(),
      buyer: event.buyer,
      buyer_lower: event.buyer.toLowerCase(),
      seller_id: event.sellerId ?? null,
      buyer_id: event.buyerId ?? null,
      raw: JSON.stringify(event),
    });
    if (database.engine === 'postgres') {
      await insert.execute();
    } else {
      const { seq } = await insert.returning('seq').executeTakeFirstOrThrow();
      await sql`INSERT INTO marketplace_fts(rowid, item_name, seller, buyer) VALUES (${seq}, ${v.itemName}, ${event.seller}, ${event.buyer})`.execute(db);
    }
  }
  await db.updateTable('counters').set((eb) => ({ value: eb('value', '+', events.length) })).where('name', '=', 'marketplace').execute();
}
