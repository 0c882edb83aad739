// One alert in the inbox: its rule, kind, summary and time (in the staff member's zone), bold while unread. Opening
// it marks it read and goes to its event where it lives (the chat line, the trade's or purchase's dialog, the
// reported player's reports).
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { alertEventPath, formatTimestamp, type Alert } from '@staff-console/domain';
import { WATCH_UI } from '..';
import { ALERTS_UI } from './alerts-messages';

export function AlertItem({ alert, onOpen }: { alert: Alert; onOpen: (alert: Alert) => void }) {
  const unread = !alert.read;
  return (
    <Box component="li" sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <ListItemButton
        component={RouterLink}
        to={alertEventPath(alert.kind, alert.ref)}
        onClick={() => onOpen(alert)}
        aria-label={ALERTS_UI.open(alert.ruleName, alert.summary)}
        data-testid="alert-item"
        data-unread={unread ? 'true' : 'false'}
        sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, py: 1.5 }}
      >
        <Box aria-hidden sx={{ width: 10, height: 10, mt: 0.75, flexShrink: 0, borderRadius: '50%', bgcolor: unread ? 'primary.main' : 'transparent' }} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
            <Typography component="span" sx={{ fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere', minWidth: 0 }}>
              {alert.ruleName}
            </Typography>
            <Chip size="small" variant="outlined" label={WATCH_UI.alertKinds[alert.kind]} />
            <Typography component="span" variant="caption" color={unread ? 'primary' : 'text.secondary'} sx={{ fontWeight: 700 }}>
              {unread ? ALERTS_UI.unread : ALERTS_UI.read}
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere', fontWeight: unread ? 600 : 400 }}>
            {alert.summary}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
            {formatTimestamp(alert.createdAt)}
            {alert.playerId !== null && alert.playerId !== undefined ? ` · ${ALERTS_UI.about(ALERTS_UI.player(alert.playerName, alert.playerId))}` : ''}
          </Typography>
        </Box>
      </ListItemButton>
    </Box>
  );
}
