import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ADMIN_UI } from './admin-messages';

/** A list that failed to load (message with retry; docs/RULES.md, "Lists, search and paging"). */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {ADMIN_UI.retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
