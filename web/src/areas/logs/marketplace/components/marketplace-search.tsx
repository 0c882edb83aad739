// Marketplace Logs search: a search box searched once typing pauses, at 3 characters or more,
// 'Search By', Refresh, and a chip naming the active search with a clear action.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CancelIcon from '@mui/icons-material/Cancel';
import SearchIcon from '@mui/icons-material/Search';
import { MARKETPLACE_SEARCH_TYPES } from '@staff-console/domain';
import { FilterCard, SearchForm } from '../../../../components/list-screen';
import { MARKET_UI } from '../marketplace-messages';
import type { MarketplaceView, UpdateMarketplaceView } from '../marketplace-view';

export interface MarketplaceSearchProps {
  view: MarketplaceView;
  onChange: UpdateMarketplaceView;
  onRefresh: () => void;
  refreshing: boolean;
}

export function MarketplaceSearch({ view, onChange, onRefresh, refreshing }: MarketplaceSearchProps) {
  return (
    <FilterCard>
      <SearchForm
        search={view.search}
        onSearch={(search) => onChange({ search })}
        label={MARKET_UI.searchLabel}
        placeholder={MARKET_UI.searchPlaceholder}
        scope={{
          label: MARKET_UI.searchBy,
          value: view.searchType,
          options: MARKETPLACE_SEARCH_TYPES,
          names: MARKET_UI.searchByOptions,
          onChange: (searchType) => onChange({ searchType }),
        }}
        refresh={{ label: MARKET_UI.refresh, onRefresh, refreshing }}
      />
      {view.search ? (
        <Box>
          <Chip
            icon={<SearchIcon />}
            label={MARKET_UI.searchChip(MARKET_UI.searchByOptions[view.searchType], view.search)}
            onDelete={() => onChange({ search: '' })}
            deleteIcon={<CancelIcon titleAccess={MARKET_UI.clearSearch} />}
            color="primary"
            variant="outlined"
            data-testid="search-chip"
            sx={{ maxWidth: '100%' }}
          />
        </Box>
      ) : null}
    </FilterCard>
  );
}
