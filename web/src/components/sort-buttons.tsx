// Sort buttons for a list the server sorts as a whole (Trade Logs, Marketplace Logs; docs/RULES.md, "Screens and routes"). The
// active one toggles between descending and ascending; another starts descending.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';

export type SortOrder = 'asc' | 'desc';

export interface SortButtonsProps<K extends string> {
  /** The id of the group's label (unique on the page). */
  labelId: string;
  /** The words before the buttons ('Sort by:'). */
  label: string;
  /** The sort keys, in button order, and each button's text. */
  keys: readonly K[];
  names: Record<K, string>;
  /** How the active button's title names its direction. */
  directions: { ascending: string; descending: string };
  sortBy: K;
  sortOrder: SortOrder;
  onSort: (sortBy: K, sortOrder: SortOrder) => void;
}

export function SortButtons<K extends string>({ labelId, label, keys, names, directions, sortBy, sortOrder, onSort }: SortButtonsProps<K>) {
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {label}
      </Typography>
      {keys.map((key) => {
        const active = key === sortBy;
        const Arrow = sortOrder === 'asc' ? ArrowUpwardIcon : ArrowDownwardIcon;
        return (
          <Button
            key={key}
            size="small"
            variant={active ? 'contained' : 'outlined'}
            aria-pressed={active}
            data-sort-order={active ? sortOrder : undefined}
            title={active ? `${names[key]}, ${sortOrder === 'asc' ? directions.ascending : directions.descending}` : undefined}
            endIcon={active ? <Arrow aria-hidden /> : undefined}
            onClick={() => onSort(key, active ? (sortOrder === 'desc' ? 'asc' : 'desc') : 'desc')}
          >
            {names[key]}
          </Button>
        );
      })}
    </Box>
  );
}
