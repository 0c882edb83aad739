// Trade Logs as CSV: each side's items (name and count, as the trade dialog lists them), its RAP
// and Case-bux, the stored derived values (total, profit/loss, lopsided flag), the id and the game
// server the trade happened in.
import { csvFlag, currencyAmount, isRecord, itemCount, numberFrom, UNKNOWN_ITEM } from '@staff-console/domain';
import { toTrade, type TradeRow } from './trades.mapping';
import type { CsvTable } from '../../../exports/csv.stream';
import type { LogExport } from '../../../exports/log-export';
import { withServerColumns } from '../../../exports/server-cells';

/** `Name x2; Other x1`: the side's item entries; currency has its own column, unreadable entries carry nothing. */
export function itemsText(items: readonly unknown[]): string {
  const names: string[] = [];
  items.forEach((entry, index) => {
    if (currencyAmount(entry, index) !== undefined || !isRecord(entry) || numberFrom(entry) !== undefined) return;
    const name = typeof entry.Name === 'string' && entry.Name.trim() !== '' ? entry.Name.trim() : UNKNOWN_ITEM;
    names.push(`${name} x${itemCount(entry)}`);
  });
  return names.join('; ');
}

export const TRADES_CSV: CsvTable<TradeRow> = withServerColumns({
  header: [
    'Time',
    'Sender',
    'Sender ID',
    'Receiver',
    'Receiver ID',
    'Sent Items',
    'Sent RAP',
    'Sent Case-bux',
    'Received Items',
    'Received RAP',
    'Received Case-bux',
    'Total',
    'Profit/Loss',
    'Lopsided',
    'ID',
  ],
  cells: (row) => {
    const trade = toTrade(row);
    return [
      trade.date,
      trade.sender,
      trade.senderId,
      trade.receiver,
      trade.receiverId,
      itemsText(trade.sentItems.items),
      trade.sent,
      trade.sentCaseBux,
      itemsText(trade.receivedItems.items),
      trade.received,
      trade.receivedCaseBux,
      trade.total,
      trade.profitLoss,
      csvFlag(trade.lopsided),
      trade._id,
    ];
  },
});

export const TRADES_EXPORT: LogExport<TradeRow> = { fileStem: 'trade-logs', action: 'trades_exported', table: TRADES_CSV };
