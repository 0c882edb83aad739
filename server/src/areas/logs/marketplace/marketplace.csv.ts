// Marketplace Logs as CSV: the stored derived values (quantity, unit and base price) as the
// screen shows them, the parties, the id for reference and the game server of the purchase.
import type { MarketplaceRow } from './marketplace.mapping';
import type { CsvTable } from '../../../exports/csv.stream';
import type { LogExport } from '../../../exports/log-export';
import { withServerColumns } from '../../../exports/server-cells';

const idOrEmpty = (value: number | null): number | null => (value == null ? null : Number(value));

export const MARKETPLACE_CSV: CsvTable<MarketplaceRow> = withServerColumns({
  header: ['Time', 'Item', 'Asset ID', 'Type', 'Quantity', 'Price', 'Price per Unit', 'Base Price', 'Seller', 'Seller ID', 'Buyer', 'Buyer ID', 'ID'],
  cells: (row) => [
    new Date(Number(row.date)).toISOString(),
    row.item_name,
    idOrEmpty(row.asset_id),
    row.item_type,
    Number(row.quantity),
    Number(row.price),
    Number(row.price_per_unit),
    Number(row.base_price),
    row.seller,
    idOrEmpty(row.seller_id),
    row.buyer,
    idOrEmpty(row.buyer_id),
    row.id,
  ],
});

export const MARKETPLACE_EXPORT: LogExport<MarketplaceRow> = { fileStem: 'marketplace-logs', action: 'marketplace_exported', table: MARKETPLACE_CSV };
