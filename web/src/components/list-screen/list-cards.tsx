// A list on a phone, where a table would need a sideways scroll (390 px): the add button above
// (when the screen has no other place for it), the load error, then one card per item with its
// actions inside, placeholders while loading and a sentence when there is none.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { EditableListTop, type AddButton, type LoadFailure } from './editable-table';

/** A list's cards: its items, whether they are loading, its add button and load error, each item's actions. */
export interface CardListProps<T, A> {
  items: T[] | undefined;
  loading: boolean;
  add: AddButton;
  loadError: LoadFailure;
  actionsOf: (item: T) => A;
}

export interface ListCardsProps {
  label: string;
  add?: AddButton;
  loading: boolean;
  loadError?: LoadFailure;
  /** The sentence shown when the list has loaded and holds nothing. */
  empty: string | null;
  children: ReactNode;
}

export function ListCards({ label, add, loading, loadError, empty, children }: ListCardsProps) {
  return (
    <>
      <EditableListTop add={add} loadError={loadError} />
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
export function ListCard({ children, ...data }: { children: ReactNode } & Record<`data-${string}`, string>) {
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

export interface CardSkeletonsProps {
  cards: number;
  /** The test id of each placeholder card. */
  testId: string;
  label?: string;
  /** How the cards are laid out (one column, or a grid). */
  sx: Exclude<SxProps<Theme>, readonly unknown[]>;
  /** The placeholder lines inside each card. */
  children: ReactNode;
}

/** A log list's cards while its page loads. */
export function CardSkeletons({ cards, testId, label, sx, children }: CardSkeletonsProps) {
  return (
    <Box aria-busy="true" aria-label={label} sx={sx}>
      {Array.from({ length: cards }, (_, i) => (
        <Card key={i} variant="outlined" data-testid={testId}>
          <CardContent>{children}</CardContent>
        </Card>
      ))}
    </Box>
  );
}
