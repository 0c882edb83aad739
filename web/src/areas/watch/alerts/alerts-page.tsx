// The alert inbox (docs/RULES.md, "Watchlists and alerts"): the alerts of one's own rules and of the
// shared ones, newest first, paged by the server, filtered in the URL (unread only, one rule). A
// rule's alerts about one player within an hour show as one group. Opening an alert marks it read;
// "Mark … read" marks what the list shows (with Undo).
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { WATCH_LIMITS, type Alert as WatchAlert } from '@staff-console/domain';
import { FilterCard, ListEmpty, ListError, ListPager, listState, useLastPageGuard } from '../../../components/log-list';
import { useCan } from '../../../lib/auth-context';
import { PageHeader } from '../../../components/page-header';
import { markAlertsRead, useAlerts, useWatchMutation, useWatchRules } from '../watch-api';
import { MarkReadControl } from './mark-read-control';
import { AlertGroupItem } from './alert-group-item';
import { foldIntoGroups } from './alert-groups';
import { AlertItem } from './alert-item';
import { ALERTS_UI } from './alerts-messages';
import { useAlertsView } from './alerts-view';

const PAGE_SIZE = WATCH_LIMITS.alertsPageSize;

export function AlertsPage() {
  const [view, update] = useAlertsView();
  // Those who may moderate work with watch rules: only they read the rules and get the rule filter.
  const moderate = useCan('moderate');
  const rules = useWatchRules(moderate);
  const { data, isPending, isError, isPlaceholderData, refetch } = useAlerts({
    unread: view.unread,
    ruleId: view.ruleId || undefined,
    page: view.page,
    limit: PAGE_SIZE,
  });
  const markRead = useWatchMutation(markAlertsRead);
  const shownTotal = data?.total ?? 0;
  const pages = data ? Math.max(1, Math.ceil(shownTotal / PAGE_SIZE)) : null;
  useLastPageGuard(view.page, data && !isPlaceholderData ? pages : null, update);
  const state = listState({ isPending, isError, isPlaceholderData, empty: data?.alerts.length === 0 });
  const ruleName = rules.data?.find((r) => r._id === view.ruleId)?.name ?? data?.alerts.find((a) => a.ruleId === view.ruleId)?.ruleName ?? null;
  const open = (alert: WatchAlert) => {
    if (!alert.read) markRead.mutate({ ids: [alert._id] });
  };

  let list;
  if (state === 'loading')
    list = (
      <Paper variant="outlined" sx={{ p: 2 }} aria-busy="true" aria-label={ALERTS_UI.loading}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={64} />
        ))}
      </Paper>
    );
  else if (state === 'error') list = <ListError message={ALERTS_UI.loadFailed} retryLabel={ALERTS_UI.retry} onRetry={() => void refetch()} />;
  else if (state === 'empty')
    list = (
      <ListEmpty
        icon={<NotificationsIcon color="disabled" aria-hidden />}
        title={ALERTS_UI.emptyTitle}
        body={view.unread ? ALERTS_UI.emptyUnreadBody : ALERTS_UI.emptyBody}
      />
    );
  else
    list = (
      <Paper variant="outlined" sx={{ opacity: isPlaceholderData ? 0.6 : 1, overflow: 'hidden' }}>
        <Box component="ul" aria-label={ALERTS_UI.listLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {foldIntoGroups(data?.alerts ?? [], data?.groups).map((row) =>
            row.kind === 'alert' ? (
              <AlertItem key={row.alert._id} alert={row.alert} onOpen={open} />
            ) : (
              <AlertGroupItem key={`${row.group.ruleId} ${row.group.groupKey}`} group={row.group} first={row.alerts[0]!} onOpen={open} />
            ),
          )}
        </Box>
      </Paper>
    );

  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeader
        title={ALERTS_UI.title}
        subtitle={ALERTS_UI.subtitle}
        actions={
          <>
            {moderate ? (
              <Button component={RouterLink} to="/watch-rules" variant="outlined">
                {ALERTS_UI.manageRules}
              </Button>
            ) : null}
            <MarkReadControl data={data} ruleId={view.ruleId} ruleName={ruleName} />
          </>
        }
      />
      <FilterCard>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <FormControlLabel control={<Switch checked={view.unread} onChange={(e) => update({ unread: e.target.checked })} />} label={ALERTS_UI.unreadOnly} />
          {moderate ? (
            <TextField
              select
              size="small"
              label={ALERTS_UI.rule}
              value={view.ruleId}
              onChange={(e) => update({ ruleId: e.target.value })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'alerts-rule-filter' } }}
              sx={{ flex: '0 1 280px', minWidth: 0, width: { xs: '100%', sm: 'auto' } }}
            >
              <option value="">{ALERTS_UI.anyRule}</option>
              {view.ruleId && !rules.data?.some((r) => r._id === view.ruleId) ? <option value={view.ruleId}>{view.ruleId}</option> : null}
              {rules.data?.map((r) => (
                <option key={r._id} value={r._id}>
                  {r.name}
                </option>
              ))}
            </TextField>
          ) : null}
        </Box>
      </FilterCard>
      <Box sx={{ minHeight: 32, mb: 1 }}>
        {data && state !== 'error' ? (
          <Typography variant="body2" color="text.secondary" role="status" data-testid="alert-count">
            {ALERTS_UI.showing(data.alerts.length, shownTotal, data.unread)}
          </Typography>
        ) : null}
      </Box>
      {list}
      {state === 'data' && pages !== null && pages > 1 ? (
        <ListPager count={pages} page={view.page} onChange={(page) => update({ page })} label={ALERTS_UI.pagination} compactBelow="sm" />
      ) : null}
    </Box>
  );
}
