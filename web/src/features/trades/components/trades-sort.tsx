// Sort buttons (SPEC §2): Date, Trade Value, Profit/Loss. The active one toggles between descending
// and ascending; another starts descending. The server sorts the whole result.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { TRADE_SORT_BY, type TradeSortBy } from '@staff-console/domain';
import { TRADE_UI } from '../trade-messages';
import type { SortOrder } from '../trades-view';

export interface TradesSortProps {
  sortBy: TradeSortBy;
  sortOrder: SortOrder;
  onSort: (sortBy: TradeSortBy, sortOrder: SortOrder) => void;
}

export function TradesSort({ sortBy, sortOrder, onSort }: TradesSortProps) {
  return (
    <Box role="group" aria-labelledby="trades-sort-label" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography id="trades-sort-label" variant="body2" color="text.secondary">
        {TRADE_UI.sortBy}
      </Typography>
      {TRADE_SORT_BY.map((key) => {
        const active = key === sortBy;
        const Arrow = sortOrder === 'asc' ? ArrowUpwardIcon : ArrowDownwardIcon;
        return (
          <Button
            key={key}
            size="small"
            variant={active ? 'contained' : 'outlined'}
            aria-pressed={active}
            data-sort-order={active ? sortOrder : undefined}
            title={active ? `${TRADE_UI.sortOptions[key]}, ${sortOrder === 'asc' ? TRADE_UI.ascending : TRADE_UI.descending}` : undefined}
            endIcon={active ? <Arrow aria-hidden /> : undefined}
            onClick={() => onSort(key, active ? (sortOrder === 'desc' ? 'asc' : 'desc') : 'desc')}
          >
            {TRADE_UI.sortOptions[key]}
          </Button>
        );
      })}
    </Box>
  );
}
