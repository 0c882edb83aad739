// Sort buttons: Date and Price. The active one toggles between descending and ascending; another
// starts descending. The server sorts the whole result.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { MARKETPLACE_SORT_BY, type MarketplaceSortBy } from '@staff-console/domain';
import { MARKET_UI } from '../marketplace-messages';
import type { SortOrder } from '../marketplace-view';

export interface MarketplaceSortProps {
  sortBy: MarketplaceSortBy;
  sortOrder: SortOrder;
  onSort: (sortBy: MarketplaceSortBy, sortOrder: SortOrder) => void;
}

export function MarketplaceSort({ sortBy, sortOrder, onSort }: MarketplaceSortProps) {
  return (
    <Box role="group" aria-labelledby="market-sort-label" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography id="market-sort-label" variant="body2" color="text.secondary">
        {MARKET_UI.sortBy}
      </Typography>
      {MARKETPLACE_SORT_BY.map((key) => {
        const active = key === sortBy;
        const Arrow = sortOrder === 'asc' ? ArrowUpwardIcon : ArrowDownwardIcon;
        return (
          <Button
            key={key}
            size="small"
            variant={active ? 'contained' : 'outlined'}
            aria-pressed={active}
            data-sort-order={active ? sortOrder : undefined}
            title={active ? `${MARKET_UI.sortOptions[key]}, ${sortOrder === 'asc' ? MARKET_UI.ascending : MARKET_UI.descending}` : undefined}
            endIcon={active ? <Arrow aria-hidden /> : undefined}
            onClick={() => onSort(key, active ? (sortOrder === 'desc' ? 'asc' : 'desc') : 'desc')}
          >
            {MARKET_UI.sortOptions[key]}
          </Button>
        );
      })}
    </Box>
  );
}
