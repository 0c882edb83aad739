// The dashboard's line for those who see moderation: how many reported players wait for a
// moderator, and since when the oldest report waits; nothing while it loads or when it fails.
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useOldestWaiting } from '../api/waiting';
import { agoText, REPORTS_UI } from '../reports-messages';

export function WaitingReports() {
  const { data } = useOldestWaiting(true);
  if (!data) return null;
  const waiting = data.total > 0 && data.oldestAt !== null;
  return (
    <Alert
      severity={waiting ? 'warning' : 'success'}
      variant="outlined"
      role="status"
      sx={{ mb: 2.5, overflowWrap: 'anywhere' }}
      data-testid="reports-waiting"
      action={
        <Button component={RouterLink} to={waiting ? '/reports?sort=oldest' : '/reports'} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
          {REPORTS_UI.dashboardOpen}
        </Button>
      }
    >
      {waiting && data.oldestAt ? REPORTS_UI.dashboardWaiting(data.total, agoText(data.oldestAt)) : REPORTS_UI.dashboardNone}
    </Alert>
  );
}
