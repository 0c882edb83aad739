// Paging with first and last buttons; fewer page numbers and smaller buttons on narrow screens.
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import type { Breakpoint } from '@mui/material/styles';
import { useWiderThan } from './use-list-paging';

export interface ListPagerProps {
  count: number;
  page: number;
  onChange: (page: number) => void;
  /** The pager's accessible name. */
  label: string;
  /** Below this width the pager shows fewer page numbers, with small buttons. */
  compactBelow?: Breakpoint;
  /** At every width the fewest page numbers, with full-size buttons (the action log). */
  compact?: boolean;
}

export function ListPager({ count, page, onChange, label, compactBelow = 'md', compact = false }: ListPagerProps) {
  const roomy = useWiderThan(compactBelow) && !compact;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Pagination
        count={count}
        page={Math.min(page, count)}
        onChange={(_, next) => onChange(next)}
        showFirstButton
        showLastButton
        siblingCount={roomy ? 1 : 0}
        size={compact || roomy ? 'medium' : 'small'}
        color="primary"
        aria-label={label}
      />
    </Box>
  );
}
