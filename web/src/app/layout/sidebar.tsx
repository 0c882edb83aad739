import { lazy, Suspense, useState } from 'react';
import { NavLink, matchPath, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import GroupIcon from '@mui/icons-material/Group';
import LightModeIcon from '@mui/icons-material/LightMode';
import LogoutIcon from '@mui/icons-material/Logout';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { canOpen, permissionSubject } from '@staff-console/domain';
import { useOpenAppealsCount } from '../../areas/appeals';
import { useMyOpenCaseCount } from '../../areas/moderation';
import { useWaitingCount } from '../../areas/reports';
import { badgeText, useUnreadAlertCount, UnreadAlertsBell } from '../../areas/watch';
import { useAuth } from '../../lib/auth-context';
import { UI } from '../../lib/messages';
import { BRAND_COLOR, useThemeMode } from '../theme';
import { ADMIN_NAV, MAIN_NAV, NAV_UI, USERS_NAV } from './nav-items';
import type { NavItem } from './nav-items';

// The account block (with its tooltip and menu) is its own chunk, fetched as the layout renders:
// MUI's Tooltip alone is 11 KB gzip, kept out of the first screen's JavaScript. Until it arrives a
// placeholder of the same size holds its place.
const AccountBlock = lazy(() => import('./account-block').then((m) => ({ default: m.AccountBlock })));

// The dark-mode row's switch only shows the state (the row itself is the control): its chunk, some
// 2.5 KB gzip, is fetched with the layout too, an empty box of its size standing in until then.
const Switch = lazy(() => import('@mui/material/Switch'));

function AccountBlockPlaceholder() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 2, minHeight: 96 }} aria-hidden>
      <Box sx={{ width: 35, height: 35, borderRadius: '50%', bgcolor: 'action.hover', ml: 0.625 }} />
    </Box>
  );
}

/** A count beside a navigation entry (nothing while it is zero). */
function CountBadge({ count, label, testId }: { count: number | undefined; label: (n: number) => string; testId: string }) {
  if (!count) return null;
  return (
    <Box
      component="span"
      aria-label={label(count)}
      title={label(count)}
      data-testid={testId}
      sx={{
        minWidth: 22,
        height: 22,
        px: 0.75,
        borderRadius: 11,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: 12,
        fontWeight: 700,
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {badgeText(count)}
    </Box>
  );
}

/** The number of open cases assigned to the user, asked of the server. */
function MyOpenCasesBadge() {
  const { data } = useMyOpenCaseCount(true);
  return <CountBadge count={data} label={NAV_UI.myOpenCases} testId="my-open-cases" />;
}

/** The number of reported players waiting for a moderator (the queue's total), asked every minute and after every moderation change. */
function ReportsWaitingBadge() {
  const { data } = useWaitingCount(true);
  return <CountBadge count={data} label={NAV_UI.playersWaiting} testId="reports-waiting-count" />;
}

/** The number of open appeals (the queue's open total), asked every minute and after every moderation change. */
function OpenAppealsBadge() {
  const { data } = useOpenAppealsCount(true);
  return <CountBadge count={data} label={NAV_UI.openAppeals} testId="open-appeals-count" />;
}

/** The number of the user's unread alerts (the same query as the top bar's bell). */
function UnreadAlertsBadge() {
  const { data } = useUnreadAlertCount();
  return <CountBadge count={data} label={NAV_UI.unreadAlerts} testId="unread-alerts" />;
}

function NavEntry({ item, nested = false }: { item: NavItem; nested?: boolean }) {
  const { pathname } = useLocation();
  const active = matchPath({ path: item.to, end: item.to === '/' }, pathname) !== null;
  const Icon = item.icon;
  return (
    <ListItemButton
      component={NavLink}
      to={item.to}
      end={item.to === '/'}
      selected={active}
      sx={{
        pl: nested ? 4 : 2,
        mx: 1,
        borderRadius: 2,
        '&.Mui-selected': { fontWeight: 700 },
        '&.Mui-selected::before': {
          content: '""',
          position: 'absolute',
          left: 0,
          top: 8,
          bottom: 8,
          width: 3,
          borderRadius: 2,
          bgcolor: 'primary.main',
        },
      }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon color={item.danger ? 'error' : active ? 'primary' : 'inherit'} />
      </ListItemIcon>
      <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: active ? 700 : 500 } } }} />
      {item.reportsWaiting ? <ReportsWaitingBadge /> : null}
      {item.myOpenCases ? <MyOpenCasesBadge /> : null}
      {item.openAppeals ? <OpenAppealsBadge /> : null}
      {item.unreadAlerts ? <UnreadAlertsBadge /> : null}
    </ListItemButton>
  );
}

/** Brand bar, account block, navigation, theme toggle and Logout (docs/RULES.md, "Screens and routes"). */
export function SidebarContent({ bell = false }: { bell?: boolean }) {
  const { user, logout } = useAuth();
  const { mode, toggle } = useThemeMode();
  const { pathname } = useLocation();
  const subject = permissionSubject(user);
  const allowed = (item: NavItem) => canOpen(subject, item.to);
  const inUsers = USERS_NAV.some((i) => matchPath(i.to, pathname));
  const [usersOpen, setUsersOpen] = useState(inUsers);
  const showUsers = USERS_NAV.some(allowed);
  const onLogout = () => logout();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }} data-testid="sidebar">
      {/* With the bell the bar gives up some of its gutters, so the product's name still fits whole; the
          bell keeps 12 px to its right, where a '99+' badge overhangs it. */}
      <Toolbar sx={{ bgcolor: BRAND_COLOR, color: '#fff', gap: bell ? 0.75 : 1.5, ...(bell ? { px: { xs: 1.5, sm: 1.5 } } : {}) }} data-testid="brand-bar">
        <ReceiptLongIcon aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="div" noWrap sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {UI.appName}
          </Typography>
          <Typography variant="caption" component="div" sx={{ opacity: 0.85 }}>
            {UI.appTagline}
          </Typography>
        </Box>
        {bell && user ? (
          <Box sx={{ ml: 'auto', flexShrink: 0 }}>
            <UnreadAlertsBell />
          </Box>
        ) : null}
      </Toolbar>
      {user ? (
        <Suspense fallback={<AccountBlockPlaceholder />}>
          <AccountBlock user={user} onLogout={onLogout} />
        </Suspense>
      ) : null}
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        <List component="div" sx={{ py: 1 }}>
          {MAIN_NAV.filter(allowed).map((item) => (
            <NavEntry key={item.to} item={item} />
          ))}
          {showUsers ? (
            <>
              <ListItemButton onClick={() => setUsersOpen((o) => !o)} aria-expanded={usersOpen} aria-controls="nav-users-group" sx={{ mx: 1, borderRadius: 2 }}>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <GroupIcon />
                </ListItemIcon>
                <ListItemText primary={UI.users} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
                {usersOpen ? <ExpandLess /> : <ExpandMore />}
              </ListItemButton>
              <Collapse in={usersOpen} timeout="auto" unmountOnExit id="nav-users-group">
                <List component="div" disablePadding>
                  {USERS_NAV.filter(allowed).map((item) => (
                    <NavEntry key={item.to} item={item} nested />
                  ))}
                </List>
              </Collapse>
            </>
          ) : null}
          {allowed(ADMIN_NAV) ? <NavEntry item={ADMIN_NAV} /> : null}
        </List>
      </Box>
      <Divider />
      <List component="div" sx={{ py: 1 }}>
        <ListItemButton onClick={toggle} role="switch" aria-checked={mode === 'dark'} sx={{ mx: 1, borderRadius: 2 }}>
          <ListItemIcon sx={{ minWidth: 40 }}>{mode === 'dark' ? <DarkModeIcon /> : <LightModeIcon />}</ListItemIcon>
          <ListItemText primary={UI.darkMode} />
          <Suspense fallback={<Box sx={{ width: 40, height: 24, mr: -1.5 }} aria-hidden />}>
            <Switch edge="end" checked={mode === 'dark'} tabIndex={-1} size="small" slotProps={{ input: { 'aria-hidden': true } }} />
          </Suspense>
        </ListItemButton>
        <ListItemButton onClick={onLogout} sx={{ mx: 1, borderRadius: 2 }}>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <LogoutIcon />
          </ListItemIcon>
          <ListItemText primary={UI.logout} />
        </ListItemButton>
      </List>
    </Box>
  );
}
