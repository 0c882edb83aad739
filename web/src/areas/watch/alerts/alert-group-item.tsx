// A group of alerts in the inbox: one rule's alerts about one player within one hour, as one row
// ("FrostQueen · 133640 · 12 alerts in 40 min"), counted whole by the server; opened, it lists the
// group's alerts (asked of the server, so those on other pages are there too).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { formatTimestamp, WATCH_LIMITS, type Alert, type AlertGroup } from '@staff-console/domain';
import { useAlerts } from '../watch-api';
import { AlertItem } from './alert-item';
import { groupMinutes } from './alert-groups';
import { ALERTS_UI } from './alerts-messages';

const GROUP_LIMIT = WATCH_LIMITS.alertsMaxLimit;

function GroupAlerts({ group, onOpen }: { group: AlertGroup; onOpen: (alert: Alert) => void }) {
  const { data, isPending, isError } = useAlerts({ unread: false, ruleId: group.ruleId, group: group.groupKey, page: 1, limit: GROUP_LIMIT });
  if (isPending)
    return (
      <Box sx={{ px: 2, pb: 1 }} aria-busy="true" aria-label={ALERTS_UI.groupLoading}>
        <Skeleton height={48} />
      </Box>
    );
  if (isError)
    return (
      <Typography role="alert" color="error" variant="body2" sx={{ px: 2, pb: 1.5 }}>
        {ALERTS_UI.groupFailed}
      </Typography>
    );
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pl: { xs: 2, sm: 4 }, borderTop: 1, borderColor: 'divider' }}>
        {data.alerts.map((a) => (
          <AlertItem key={a._id} alert={a} onOpen={onOpen} />
        ))}
      </Box>
      {data.total > data.alerts.length ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pb: 1 }}>
          {ALERTS_UI.groupMore(data.alerts.length, data.total)}
        </Typography>
      ) : null}
    </>
  );
}

export function AlertGroupItem({ group, first, onOpen }: { group: AlertGroup; first: Alert; onOpen: (alert: Alert) => void }) {
  const [open, setOpen] = useState(false);
  const unread = group.unread > 0;
  const who = first.playerId !== null && first.playerId !== undefined ? ALERTS_UI.player(first.playerName, first.playerId) : first.ruleName;
  const span = ALERTS_UI.groupSpan(group.count, groupMinutes(group));
  const label = `${who} · ${span}`;
  return (
    <Box component="li" data-testid="alert-group" sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <ListItemButton
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-label={open ? ALERTS_UI.collapseGroup(label) : ALERTS_UI.expandGroup(label)}
        data-unread={unread ? 'true' : 'false'}
        sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, py: 1.5 }}
      >
        <Box aria-hidden sx={{ width: 10, height: 10, mt: 0.75, flexShrink: 0, borderRadius: '50%', bgcolor: unread ? 'primary.main' : 'transparent' }} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
            <Typography component="span" sx={{ fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere', minWidth: 0 }} data-testid="alert-group-title">
              {label}
            </Typography>
            <Chip size="small" variant="outlined" label={first.ruleName} sx={{ maxWidth: '100%' }} />
          </Box>
          <Typography variant="body2" color={unread ? 'primary' : 'text.secondary'} sx={{ mt: 0.5, fontWeight: 600 }}>
            {ALERTS_UI.groupUnread(group.unread)}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.25 }}>
            {formatTimestamp(group.lastAt)}
          </Typography>
        </Box>
        {open ? <ExpandLessIcon sx={{ mt: 0.5 }} /> : <ExpandMoreIcon sx={{ mt: 0.5 }} />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <GroupAlerts group={group} onOpen={onOpen} />
      </Collapse>
    </Box>
  );
}
