// What a page or dialog shows when the one thing it loads failed: "not found" (404) as information
// without a retry, since trying again changes nothing; any other failure as an error with a retry.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorText, isApiError } from '../lib/api-client';

export interface LoadFailureProps {
  error: unknown;
  onRetry: () => void;
  retryLabel: string;
  notFound: string;
  /** Shown when the server's answer has no sentence of its own. */
  failed: string;
  /** The server's sentence is kept to itself (the chat context shows only `failed`). */
  ownSentenceOnly?: boolean;
  variant?: 'standard' | 'outlined';
}

export function LoadFailure({ error, onRetry, retryLabel, notFound, failed, ownSentenceOnly, variant }: LoadFailureProps) {
  const missing = isApiError(error) && error.status === 404;
  return (
    <Alert
      severity={missing ? 'info' : 'error'}
      variant={variant}
      action={
        missing ? null : (
          <Button color="inherit" size="small" onClick={onRetry}>
            {retryLabel}
          </Button>
        )
      }
    >
      {missing ? notFound : ownSentenceOnly ? failed : errorText(error, failed)}
    </Alert>
  );
}
