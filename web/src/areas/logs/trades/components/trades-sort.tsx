// Sort buttons (docs/RULES.md, "Screens and routes"): Date, Trade Value, Profit/Loss; the server sorts the whole result.
import { TRADE_SORT_BY, type TradeSortBy } from '@staff-console/domain';
import { SortButtons, type SortOrder } from '../../../../components/sort-buttons';
import { TRADE_UI } from '../trade-messages';

export interface TradesSortProps {
  sortBy: TradeSortBy;
  sortOrder: SortOrder;
  onSort: (sortBy: TradeSortBy, sortOrder: SortOrder) => void;
}

export const TradesSort = (props: TradesSortProps) => (
  <SortButtons labelId="trades-sort-label" label={TRADE_UI.sortBy} keys={TRADE_SORT_BY} names={TRADE_UI.sortOptions} directions={TRADE_UI} {...props} />
);
