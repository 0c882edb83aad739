// A list of items in one card (cases, sanctions, alerts, watch rules, a case's activity, a
// player's notes): one `li` each, a line between them.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';

/** The items in one card; faded while they are the previous page's, kept on screen while the next loads. */
export function ItemList({ label, stale = false, children }: { label: string; stale?: boolean; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ opacity: stale ? 0.6 : 1, overflow: 'hidden' }}>
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {children}
      </Box>
    </Paper>
  );
}

const ITEM_ROW_SX = { px: { xs: 1.5, sm: 2.5 }, py: 1.5, '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider' } } as const;

/** One item; `data-*` attributes (the rows' test ids) pass through, `sx` adds its own layout. */
export function ItemRow({
  sx,
  children,
  ...data
}: { sx?: Exclude<SxProps<Theme>, readonly unknown[]>; children: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <Box component="li" sx={[ITEM_ROW_SX, sx ?? false]} {...data}>
      {children}
    </Box>
  );
}
