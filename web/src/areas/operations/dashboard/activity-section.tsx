// The dashboard's Activity section, its own chunk: the events per hour of the last 14 days, one line
// per log the staff member may view (the server leaves the others out), and their inbox's alerts per
// day, both from one request. Each chart's numbers are one click away as a table.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ACTIVITY_DAYS, DEFAULT_TIME_ZONE, displayTimeZone, type ActivityResponse } from '@staff-console/domain';
import { ChartPanel, LazyBarChart, LazyLineChart, type ChartColor, type ChartState } from '../../../components/charts';
import { formatNumber } from '../../../lib/format';
import { timeZoneName } from '../../../lib/time-zone';
import { ACTIVITY_UI as UI } from './activity-messages';
import { dayTotals, hourAxis, presentKinds, type Kind } from './activity-hours';
import { useActivity } from './get-activity';

const COLORS: Record<Kind, ChartColor> = { chat: 'info', trades: 'primary', purchases: 'success' };

function EventsChart({ data, state, retry }: { data: ActivityResponse | undefined; state: ChartState; retry: () => void }) {
  const hours = data?.hours ?? [];
  const kinds = presentKinds(hours);
  const any = hours.some((h) => kinds.some((k) => (h[k] ?? 0) > 0));
  const shown: ChartState = state === 'data' && !any ? 'empty' : state;
  const axis = hourAxis(hours);
  return (
    <ChartPanel
      title={UI.events.title}
      subtitle={UI.events.subtitle(ACTIVITY_DAYS, timeZoneName(displayTimeZone() ?? DEFAULT_TIME_ZONE))}
      state={shown}
      emptyText={kinds.length === 0 ? UI.events.noLogs : UI.events.empty}
      error={{ text: UI.events.failed, onRetry: retry }}
      table={{
        columns: [{ label: UI.events.day }, ...kinds.map((k) => ({ label: UI.events.kinds[k], numeric: true }))],
        rows: dayTotals(hours).map((row) => ({
          key: row.day,
          // The day on one line: a phone scrolls the table sideways rather than stack 'Nov 14, / 2026'.
          cells: [
            <Box key="day" component="span" sx={{ whiteSpace: 'nowrap' }}>
              {row.day}
            </Box>,
            ...kinds.map((k) => formatNumber(row.totals[k])),
          ],
        })),
      }}
      chart={
        <LazyLineChart
          labels={axis.labels}
          ticks={axis.ticks}
          tickAt={axis.tickAt}
          lines={kinds.map((k) => ({ label: UI.events.kinds[k], color: COLORS[k], data: hours.map((h) => h[k] ?? 0) }))}
        />
      }
    />
  );
}

function AlertsChart({ data, state, retry }: { data: ActivityResponse | undefined; state: ChartState; retry: () => void }) {
  const days = data?.alerts ?? [];
  const shown: ChartState = state === 'data' && !days.some((d) => d.count > 0) ? 'empty' : state;
  return (
    <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ChartPanel
        title={UI.alerts.title}
        subtitle={UI.alerts.subtitle(ACTIVITY_DAYS)}
        state={shown}
        emptyText={UI.alerts.empty}
        error={{ text: UI.alerts.failed, onRetry: retry }}
        table={{
          columns: [{ label: UI.alerts.day }, { label: UI.alerts.count, numeric: true }],
          rows: days.map((d) => ({ key: d.day, cells: [d.day, formatNumber(d.count)] })),
        }}
        chart={<LazyBarChart bars={days.map((d) => ({ label: d.day, tick: d.day.slice(5), value: d.count }))} valueLabel={UI.alerts.count} />}
      />
      <Box>
        <Button component={RouterLink} to="/alerts" size="small">
          {UI.alerts.inbox}
        </Button>
      </Box>
    </Box>
  );
}

export function ActivitySection() {
  const { data, isPending, isError, refetch } = useActivity();
  const state: ChartState = isPending ? 'loading' : isError ? 'error' : 'data';
  const retry = () => void refetch();
  // The alerts are the caller's inbox's: an answer without them draws no alerts chart.
  const alerts = isPending || isError || data?.alerts !== undefined;
  return (
    <Box component="section" aria-labelledby="dashboard-activity" sx={{ mb: 5 }}>
      <Typography id="dashboard-activity" component="h2" variant="h5" sx={{ fontWeight: 600, mb: 2 }}>
        {UI.title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: alerts ? 'minmax(0, 2fr) minmax(0, 1fr)' : 'minmax(0, 1fr)' } }}>
        <EventsChart data={data} state={state} retry={retry} />
        {alerts ? <AlertsChart data={data} state={state} retry={retry} /> : null}
      </Box>
    </Box>
  );
}
