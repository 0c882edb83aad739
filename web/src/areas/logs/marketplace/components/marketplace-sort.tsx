// Sort buttons: Date and Price; the server sorts the whole result.
import { MARKETPLACE_SORT_BY, type MarketplaceSortBy } from '@staff-console/domain';
import { SortButtons, type SortOrder } from '../../../../components/sort-buttons';
import { MARKET_UI } from '../marketplace-messages';

export interface MarketplaceSortProps {
  sortBy: MarketplaceSortBy;
  sortOrder: SortOrder;
  onSort: (sortBy: MarketplaceSortBy, sortOrder: SortOrder) => void;
}

export const MarketplaceSort = (props: MarketplaceSortProps) => (
  <SortButtons
    labelId="market-sort-label"
    label={MARKET_UI.sortBy}
    keys={MARKETPLACE_SORT_BY}
    names={MARKET_UI.sortOptions}
    directions={MARKET_UI}
    {...props}
  />
);
