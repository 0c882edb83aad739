// The body of a moderation panel on the player page: a skeleton while loading, the error with Try
// again, a sentence when there is nothing, else the items as an ordered list.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PANEL_UI } from '../moderation-panel-messages';

export interface PanelListProps<T> {
  items: readonly T[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  label: string;
  failedText: string;
  emptyText: string;
  children: (item: T) => ReactNode;
}

export function PanelList<T>({ items, isPending, isError, onRetry, label, failedText, emptyText, children }: PanelListProps<T>) {
  if (isPending) return <Skeleton height={56} sx={{ mx: 2 }} />;
  if (isError || !items)
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {PANEL_UI.tryAgain}
          </Button>
        }
      >
        {failedText}
      </Alert>
    );
  if (items.length === 0)
    return (
      <Typography color="text.secondary" sx={{ px: 2.5, py: 2 }}>
        {emptyText}
      </Typography>
    );
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map(children)}
    </Box>
  );
}
