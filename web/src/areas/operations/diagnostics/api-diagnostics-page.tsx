// /api-diagnostics (docs/RULES.md, "Screens and routes"): what GET /api/health says, and "Ping API" to ask again.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { HealthResponse } from '@staff-console/domain';
import { formatTimestamp, formatNumber } from '../../../lib/format';
import { useAuth, userIsAdmin } from '../../../lib/auth-context';
import { probeHealth } from '../../../lib/health';
import { fetchHealthDetails } from './api/health-details';
import type { HealthProbe } from '../../../lib/health';
import { DiagnosticsShell, Facts, JsonBlock, Section } from './diagnostics-shell';

const MAX_PINGS = 5;

export function ApiDiagnosticsPage() {
  const [pings, setPings] = useState<HealthProbe[]>([]);
  const query = useQuery({
    queryKey: ['health', 'diagnostics'],
    queryFn: async ({ signal }) => {
      const probe = await probeHealth(signal);
      setPings((p) => [probe, ...p].slice(0, MAX_PINGS));
      return probe;
    },
    retry: false,
    staleTime: 0,
    meta: { skipAuthRedirect: true },
  });
  // The engine is not in the public answer: an administrator's page asks for it with their token.
  const admin = userIsAdmin(useAuth().user);
  const details = useQuery({
    queryKey: ['health', 'details'],
    queryFn: ({ signal }) => fetchHealthDetails(signal),
    enabled: admin,
    retry: false,
    staleTime: 0,
    meta: { skipAuthRedirect: true },
  });
  const probe = query.data;
  const health = probe ? HealthResponse.safeParse(probe.body) : null;
  const h = health?.success ? health.data : null;

  return (
    <DiagnosticsShell title="API diagnostics" subtitle="Health of the API and its database, as this browser sees it.">
      <Section
        title="Health"
        actions={
          <Button
            variant="contained"
            onClick={() => {
              void query.refetch();
              if (admin) void details.refetch();
            }}
            loading={query.isFetching}
          >
            Ping API
          </Button>
        }
      >
        {probe ? (
          <>
            <Alert severity={probe.ok ? 'success' : 'error'} sx={{ mb: 2 }}>
              {probe.ok ? (h?.message ?? 'The API answered.') : (h?.error ?? probe.error ?? 'The API did not answer.')}
              {!probe.ok && h?.suggestion ? ` ${h.suggestion}` : ''}
            </Alert>
            <Facts
              rows={[
                ['HTTP status', probe.status === null ? 'no response' : String(probe.status)],
                ['Response time', `${formatNumber(Math.round(probe.latencyMs))} ms`],
                ['Database engine', details.data?.database.engine ?? (admin ? '—' : 'shown to administrators')],
                [
                  'Database',
                  h ? <Chip key="db" size="small" label={h.database.ok ? 'reachable' : 'unreachable'} color={h.database.ok ? 'success' : 'error'} /> : '—',
                ],
                ['Checked at', formatTimestamp(probe.checkedAt)],
              ]}
            />
          </>
        ) : (
          <Skeleton variant="rounded" height={180} />
        )}
      </Section>
      <Section title="Recent pings">
        <List dense disablePadding>
          {pings.map((p) => (
            <ListItem key={p.checkedAt + p.latencyMs} disableGutters>
              <ListItemText
                primary={`${p.ok ? 'OK' : 'Failed'} · ${p.status ?? 'no response'} · ${formatNumber(Math.round(p.latencyMs))} ms`}
                secondary={formatTimestamp(p.checkedAt)}
              />
            </ListItem>
          ))}
        </List>
      </Section>
      {probe ? (
        <Section title="Raw response">
          <JsonBlock value={probe.body ?? 'empty'} />
        </Section>
      ) : null}
    </DiagnosticsShell>
  );
}
