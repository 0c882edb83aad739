// A marketplace entry as read from the marketplace table, and as the API shows it (derived values
// come from the columns computed at ingest). Shared by Marketplace Logs, an entry's dialog, the
// player timeline and the CSV export.
import type { Selectable } from 'kysely';
import { serverFields } from '../../../db/server-columns';
import { isRecord, type MarketplaceEntry } from '@staff-console/domain';
import type { MarketplaceTable } from '../../../db/log-schema';

export const MARKETPLACE_COLUMNS = [
  'id',
  'date',
  'item_name',
  'item_type',
  'asset_id',
  'quantity',
  'price',
  'price_per_unit',
  'base_price',
  'parsed',
  'seller',
  'buyer',
  'seller_id',
  'buyer_id',
  'server_id',
  'place_id',
  'raw',
] as const;

export type MarketplaceRow = Pick<Selectable<MarketplaceTable>, (typeof MARKETPLACE_COLUMNS)[number]>;

/** The purchase's `boughtItem` exactly as the game sent it (null when the stored event has none). */
function storedBoughtItem(raw: string): unknown {
  try {
    const event = JSON.parse(raw) as unknown;
    return isRecord(event) ? (event.boughtItem ?? null) : null;
  } catch {
    return null;
  }
}

export function toMarketplaceEntry(row: MarketplaceRow): MarketplaceEntry {
  return {
    _id: row.id,
    boughtItem: storedBoughtItem(row.raw),
    price: Number(row.price),
    seller: row.seller,
    buyer: row.buyer,
    ...(row.seller_id != null ? { sellerId: Number(row.seller_id) } : {}),
    ...(row.buyer_id != null ? { buyerId: Number(row.buyer_id) } : {}),
    date: new Date(Number(row.date)).toISOString(),
    itemName: row.item_name,
    itemType: row.item_type,
    assetId: row.asset_id == null ? null : Number(row.asset_id),
    quantity: Number(row.quantity),
    pricePerUnit: Number(row.price_per_unit),
    basePrice: Number(row.base_price),
    parsed: Number(row.parsed) === 1,
    ...serverFields(row),
  };
}
