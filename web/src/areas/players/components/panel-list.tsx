// The body of a moderation panel on the player page: a skeleton while loading, the error with Try
// again, a sentence when there is nothing, else the items as an ordered list.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ListError } from '../../../components/list-screen';
import { PANEL_UI } from '../moderation-panel-messages';

export interface PanelListProps<T> {
  /** The panel's query: its items, whether they are loading or failed, and how to load them again. */
  query: { data: readonly T[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  label: string;
  failedText: string;
  emptyText: string;
  children: (item: T) => ReactNode;
}

export function PanelList<T>({ query, label, failedText, emptyText, children }: PanelListProps<T>) {
  const { data: items, isPending, isError } = query;
  const onRetry = () => void query.refetch();
  if (isPending) return <Skeleton height={56} sx={{ mx: 2 }} />;
  if (isError || !items) return <ListError variant="standard" sx={{ m: 2 }} message={failedText} retryLabel={PANEL_UI.tryAgain} onRetry={onRetry} />;
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
