// GET /api/marketplace: the search box (searchQuery, or the old client's `search`) looked for as a
// substring in the field named by searchType, sorted over the whole result, exact totals, and rows
// mapped to `MarketplaceEntry` (derived values come from the columns computed at ingest).
import {
  isRecord,
  type MarketplaceEntry,
  type MarketplaceExportQuery,
  type MarketplacePage,
  type MarketplaceQuery,
  type MarketplaceSearchType,
} from '@staff-console/domain';
import type { Database } from '../../db/database';
import { directionFor, inPageOrder, pageWindow } from '../trades/page-window';
import type { TextMatch } from '../trades/text-search';
import {
  type MarketplaceRow,
  queryMarketplace,
  type MarketplaceSortColumn,
  type MarketplaceTextField,
} from './marketplace.repository';

const SEARCH_FIELDS: Record<MarketplaceSearchType, readonly MarketplaceTextField[]> = {
  itemName: ['itemName'],
  seller: ['seller'],
  buyer: ['buyer'],
  username: ['seller', 'buyer'],
};

const SORT_COLUMNS: Record<MarketplaceQuery['sortBy'], MarketplaceSortColumn> = { date: 'date', price: 'price' };

/** The search box's term, looked for in the field(s) named by searchType (the list's and the export's filter). */
export function marketplaceText(q: MarketplaceExportQuery): TextMatch<MarketplaceTextField>[] {
  const term = q.searchQuery ?? q.search;
  return term === undefined ? [] : [{ fields: SEARCH_FIELDS[q.searchType], term }];
}

export const marketplaceSortColumn = (q: MarketplaceExportQuery): MarketplaceSortColumn => SORT_COLUMNS[q.sortBy];

export async function listMarketplace(database: Database, q: MarketplaceQuery): Promise<MarketplacePage> {
  const result = await queryMarketplace(database, marketplaceText(q));
  const window = pageWindow(q.skip, q.count, result.total);
  if (!window) return { success: true, data: [], total: result.total };
  const rows = await result.page({ column: marketplaceSortColumn(q), direction: directionFor(q.sortOrder, window) }, window);
  return { success: true, data: inPageOrder(rows, window).map(toMarketplaceEntry), total: result.total };
}

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
  };
}
