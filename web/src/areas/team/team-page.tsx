// The Team page (/team, administrators): what each staff member did in a period — a chart of their
// work and a sortable table of every number, with a CSV of the same window — for the head of
// moderation's monthly review. The period is in the URL, so a copied link shows the same view.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { TEAM_WINDOW_MAX_DAYS } from '@staff-console/domain';
import { PageHeader } from '../../components/page-header';
import { errorText } from '../../lib/api-client';
import { teamStatsCsvPath, useTeamStats } from './api/get-team-stats';
import { PeriodPicker } from './components/period-picker';
import { TeamChart } from './components/team-chart';
import { TeamCsvButton } from './components/team-csv-button';
import { TeamTable } from './components/team-table';
import { TEAM_UI } from './team-messages';
import { useTeamPeriod } from './team-period';
import { hasActivity } from './team-sort';

export function TeamPage() {
  const { period, window, setPeriod } = useTeamPeriod();
  const asked = window.ok ? { from: window.from, to: window.to } : null;
  const { data, isPending, isError, error, refetch } = useTeamStats(asked);
  const retry = () => void refetch();

  let body;
  if (!window.ok)
    body = (
      <Alert severity="info" variant="outlined">
        {window.reason === 'inverted' ? TEAM_UI.badRange : TEAM_UI.tooLong(TEAM_WINDOW_MAX_DAYS)}
      </Alert>
    );
  else if (isError)
    body = (
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {TEAM_UI.tryAgain}
          </Button>
        }
      >
        {errorText(error, TEAM_UI.failed)}
      </Alert>
    );
  else if (isPending)
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={TEAM_UI.title} />
      </Box>
    );
  else if (!data.staff.some(hasActivity))
    body = (
      <Typography color="text.secondary" sx={{ py: 4 }}>
        {TEAM_UI.empty}
      </Typography>
    );
  else
    body = (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <TeamChart staff={data.staff} state="data" onRetry={retry} />
        <TeamTable staff={data.staff} />
      </Box>
    );

  return (
    <Box>
      <PageHeader title={TEAM_UI.title} subtitle={TEAM_UI.subtitle} actions={asked ? <TeamCsvButton path={teamStatsCsvPath(asked)} /> : null} />
      <Box sx={{ mb: 2 }}>
        <PeriodPicker period={period} onChange={setPeriod} />
      </Box>
      {body}
    </Box>
  );
}
