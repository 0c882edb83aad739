// The line under (or over) a paged list of a case: how many of how many are shown, and the button
// that asks for the page before; a failed page says so with a retry.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorText } from '../../../../lib/api-client';
import { CASES_UI } from '../cases-messages';

export interface PagedMoreProps {
  /** 'Showing the latest 50 of 886 entries'. */
  shown: string;
  label: string;
  hasMore: boolean;
  pending: boolean;
  error: unknown;
  failed: string;
  onMore: () => void;
  testId: string;
}

export function PagedMore({ shown, label, hasMore, pending, error, failed, onMore, testId }: PagedMoreProps) {
  return (
    <Box
      data-testid={testId}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: { xs: 1.5, sm: 2.5 }, py: 1 }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {shown}
      </Typography>
      {hasMore ? (
        <Button size="small" variant="outlined" loading={pending} onClick={onMore}>
          {label}
        </Button>
      ) : null}
      {error ? (
        <Alert
          severity="error"
          role="alert"
          sx={{ flexBasis: '100%' }}
          action={
            <Button color="inherit" size="small" onClick={onMore}>
              {CASES_UI.retry}
            </Button>
          }
        >
          {errorText(error, failed)}
        </Alert>
      ) : null}
    </Box>
  );
}
