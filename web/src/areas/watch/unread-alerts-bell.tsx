// The top bar's bell: the unread alert count on a badge, linking to the inbox.
import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { useUnreadAlertCount } from './unread-alerts';
import { UNREAD_ALERTS_UI } from './unread-alerts-messages';

/** `edge="end"` at the end of a bar, so the bar's name keeps its room. */
export function UnreadAlertsBell({ edge }: { edge?: 'end' }) {
  const { data = 0 } = useUnreadAlertCount();
  return (
    <IconButton
      component={RouterLink}
      to="/alerts"
      color="inherit"
      edge={edge}
      aria-label={UNREAD_ALERTS_UI.unreadAlerts(data)}
      title={UNREAD_ALERTS_UI.unreadAlerts(data)}
      data-testid="alerts-bell"
    >
      <Badge badgeContent={data} max={99} color="error" data-testid="alerts-bell-count">
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
}
