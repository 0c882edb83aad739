import { Suspense, lazy, useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DEFAULT_TIME_ZONE, roleDisplayName, permissionSubject } from '@staff-console/domain';
import type { User } from '@staff-console/domain';
import { displayNameOf, emailOf, initialOf, roleLabel, userIsAdmin } from '../../lib/auth-context';
import { UI } from '../../lib/messages';
import { timeZoneName } from '../../lib/time-zone';
import { TIME_ZONE_UI } from '../../lib/time-zone-messages';

export const AVATAR_SIZE = 35;

// The menu (with Popover and Modal) loads when first wanted: on hover or focus of the avatar button.
const loadMenu = () => import('./account-menu');
const AccountMenu = lazy(() => loadMenu().then((m) => ({ default: m.AccountMenu })));

/** The account block: avatar button, name, e-mail, role, and the account menu (docs/RULES.md, "Screens and routes"). */
export function AccountBlock({ user, onLogout }: { user: User; onLogout: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = displayNameOf(user);
  const email = emailOf(user);
  const admin = userIsAdmin(user);
  const role = roleLabel(user, admin, roleDisplayName(permissionSubject(user)));
  const open = Boolean(anchor);
  const close = () => setAnchor(null);
  const [menuWanted, setMenuWanted] = useState(false);
  const want = () => {
    if (!menuWanted) setMenuWanted(true);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 2 }} data-testid="account-block">
      <Tooltip title={UI.accountSettings}>
        <IconButton
          onClick={(e) => {
            want();
            setAnchor(e.currentTarget);
          }}
          onPointerEnter={want}
          onFocus={want}
          size="small"
          aria-label={UI.accountSettings}
          aria-controls={open ? menuId : undefined}
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
        >
          <Avatar sx={{ width: AVATAR_SIZE, height: AVATAR_SIZE, bgcolor: admin ? 'error.main' : 'primary.main', fontSize: 16, fontWeight: 700 }}>
            {initialOf(name)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap title={name}>
          {name}
        </Typography>
        {email ? (
          <Typography variant="body2" color="text.secondary" noWrap title={email}>
            {email}
          </Typography>
        ) : null}
        <Typography variant="caption" sx={{ color: admin ? 'error.main' : 'text.secondary', fontWeight: admin ? 700 : 500 }} data-testid="account-role">
          {role}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p" data-testid="account-time-zone">
          {TIME_ZONE_UI.timesIn(timeZoneName(user.timeZone ?? DEFAULT_TIME_ZONE))}
        </Typography>
      </Box>
      {menuWanted ? (
        <Suspense fallback={null}>
          <AccountMenu id={menuId} anchorEl={anchor} open={open} onClose={close} admin={admin} onLogout={onLogout} />
        </Suspense>
      ) : null}
    </Box>
  );
}
