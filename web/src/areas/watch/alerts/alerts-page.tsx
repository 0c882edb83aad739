// The alert inbox (docs/RULES.md, "Watchlists and alerts"): the alerts of one's own rules and of the
// shared ones, newest first, paged by the server, filtered in the URL (unread only, one rule). A
// rule's alerts about one player within an hour show as one group. Opening an alert marks it read;
// "Mark … read" marks what the list shows (with Undo).
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { WATCH_LIMITS, type Alert as WatchAlert } from '@staff-console/domain';
import { FilterCard, ItemListScreen } from '../../../components/list-screen';
import { useCan } from '../../../lib/auth-context';
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
  const query = useAlerts({
    unread: view.unread,
    ruleId: view.ruleId || undefined,
    page: view.page,
    limit: PAGE_SIZE,
  });
  const { data } = query;
  const markRead = useWatchMutation(markAlertsRead);
  const ruleName = rules.data?.find((r) => r._id === view.ruleId)?.name ?? data?.alerts.find((a) => a.ruleId === view.ruleId)?.ruleName ?? null;
  const open = (alert: WatchAlert) => {
    if (!alert.read) markRead.mutate({ ids: [alert._id] });
  };

  return (
    <ItemListScreen
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
      filters={
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
      }
      query={query}
      itemsOf={(page) => page.alerts}
      view={view}
      update={update}
      pageSize={PAGE_SIZE}
      words={{ ...ALERTS_UI, emptyBody: view.unread ? ALERTS_UI.emptyUnreadBody : ALERTS_UI.emptyBody }}
      count={{ of: (page) => ALERTS_UI.showing(page.alerts.length, page.total, page.unread), testId: 'alert-count' }}
      skeletonHeight={64}
      emptyIcon={<NotificationsIcon color="disabled" aria-hidden />}
    >
      {(alerts) =>
        foldIntoGroups(alerts, data?.groups).map((row) =>
          row.kind === 'alert' ? (
            <AlertItem key={row.alert._id} alert={row.alert} onOpen={open} />
          ) : (
            <AlertGroupItem key={`${row.group.ruleId} ${row.group.groupKey}`} group={row.group} first={row.alerts[0]!} onOpen={open} />
          ),
        )
      }
    </ItemListScreen>
  );
}
