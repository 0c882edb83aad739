// The frame of the administration's lists on a phone, where a table would need a sideways scroll:
// the add button above (when the tab has no other place for it), the load error, then one card
// per item with its actions inside, placeholders while loading and a sentence when there is none.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadError } from './load-error';

/** The button that adds an item. */
export type AddButton = { label: string; icon: ReactNode; onClick: () => void };
/** The sentence of a failed load and its retry. */
export type LoadFailure = { message: string; onRetry: () => void } | null;

/** A list's cards: its items, whether they are loading, its add button and load error, each item's actions. */
export interface CardListProps<T, A> {
  items: T[] | undefined;
  loading: boolean;
  add: AddButton;
  loadError: LoadFailure;
  actionsOf: (item: T) => A;
}

export interface AdminCardsProps {
  label: string;
  add?: AddButton;
  loading: boolean;
  loadError?: LoadFailure;
  /** The sentence shown when the list has loaded and holds nothing. */
  empty: string | null;
  children: ReactNode;
}

export function AdminCards({ label, add, loading, loadError, empty, children }: AdminCardsProps) {
  return (
    <>
      {add ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" startIcon={add.icon} onClick={add.onClick}>
            {add.label}
          </Button>
        </Box>
      ) : null}
      {loadError ? <LoadError message={loadError.message} onRetry={loadError.onRetry} /> : null}
      <Stack spacing={1.5} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {loading ? [0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={120} component="li" />) : null}
        {empty ? (
          <Typography component="li" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {empty}
          </Typography>
        ) : null}
        {children}
      </Stack>
    </>
  );
}

/** One item's card; `data-*` attributes (the rows' test ids) pass through to the list item. */
export function AdminCard({ children, ...data }: { children: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, minWidth: 0 }} {...data}>
      {children}
    </Paper>
  );
}

/** A card's first line: the item's name, and beside it what marks it (chips), wrapping when narrow. */
export function CardTitle({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'break-word', minWidth: 0 }}>{name}</Typography>
      {children}
    </Box>
  );
}

/** A card's last line: chips on the left, the item's actions on the right. */
export function CardFooter({ children, actions }: { children?: ReactNode; actions: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
      {children}
      <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center' }}>{actions}</Box>
    </Box>
  );
}
