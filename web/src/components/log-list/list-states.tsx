// The four states of a list (docs/RULES.md, "Lists, search and paging"): skeletons while loading,
// the error with a retry, the empty state, and the rows. An error never leaves stale rows on screen.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

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
}

export function ListError({ title, message, detail, retryLabel, onRetry, testId }: ListErrorProps) {
  return (
    <Alert
      severity="error"
      variant="outlined"
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
