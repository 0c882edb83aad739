// The four states of a list (docs/RULES.md, "Lists, search and paging"): skeletons while loading,
// the error with a retry, the empty state, and the rows. An error never leaves stale rows on screen.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { UI } from '../../lib/messages';

export type ListState = 'loading' | 'error' | 'empty' | 'data';

/** A query's state as the list shows it; a failed page shown under the previous one's rows is still data. */
export function listState(q: { isPending: boolean; isError: boolean; isPlaceholderData?: boolean; empty: boolean }): ListState {
  if (q.isError && !q.isPlaceholderData) return 'error';
  if (q.isPending) return 'loading';
  return q.empty ? 'empty' : 'data';
}

export interface ListErrorProps {
  title?: string;
  message: string;
  /** The server's own words, shown under the message when they say something else. */
  detail?: string;
  retryLabel: string;
  onRetry: () => void;
  testId?: string;
  /** Outlined where it stands in for the list; filled above a list or inside a panel. */
  variant?: 'outlined' | 'standard';
  sx?: SxProps<Theme>;
}

export function ListError({ title, message, detail, retryLabel, onRetry, testId, variant = 'outlined', sx }: ListErrorProps) {
  return (
    <Alert
      severity="error"
      variant={variant}
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
      data-testid={testId}
    >
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      {message}
      {detail !== undefined && detail !== message ? (
        <Typography variant="body2" sx={{ mt: 0.5, opacity: 0.85 }}>
          {detail}
        </Typography>
      ) : null}
    </Alert>
  );
}

export function ListEmpty({ icon, title, body }: { icon: ReactNode; title?: string; body: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', '& > svg': { fontSize: 48, mb: 1 } }}>
      {icon}
      {title ? (
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
      ) : null}
      <Typography color="text.secondary">{body}</Typography>
    </Paper>
  );
}

/** A failed load above a list or a tab that keeps its frame (the admin tables and tabs): filled, with Try Again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <ListError variant="standard" sx={{ mb: 2 }} message={message} retryLabel={UI.tryAgain} onRetry={onRetry} />;
}

/** Placeholder lines of one height in a card while a list of items loads. */
export function ListSkeleton({ label, rows, height }: { label: string; rows: number; height: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} />
      ))}
    </Paper>
  );
}
