import { Suspense, lazy, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { PageLoader } from '../../components/page-loader';
import { UnreadAlertsBell } from '../../areas/watch';
import { UI } from '../../lib/messages';
import { useDisplayTimeZone } from '../../lib/time-zone';
import { BRAND_COLOR, SIDEBAR_WIDTH } from '../theme';
import { SidebarContent } from './sidebar';

const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileDrawer })));

/** Permanent 260 px sidebar from md up; below it a top bar with a menu button and a temporary drawer. */
export function AppLayout() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { pathname } = useLocation();
  // Every date on the page is drawn in the member's zone: a new zone draws the page again. The
  // profile, where the zone is chosen, redraws itself (it reads the user) and keeps its notice.
  const timeZone = useDisplayTimeZone();
  const pageKey = pathname === '/profile' ? pathname : timeZone;

  // Forced closed on a route change and when the viewport changes size class (docs/RULES.md, "Screens and routes").
  useEffect(() => setMobileOpen(false), [pathname, wide]);
  const want = () => {
    if (!drawerWanted) setDrawerWanted(true);
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {wide ? (
        // What a permanent MUI Drawer renders, without the Modal code it imports.
        <Box
          component="nav"
          aria-label={UI.mainNavigation}
          sx={{
            width: SIDEBAR_WIDTH,
            flexShrink: 0,
            position: 'sticky',
            top: 0,
            height: '100vh',
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            overflow: 'hidden',
          }}
        >
          <SidebarContent bell />
        </Box>
      ) : (
        <>
          <AppBar position="fixed" elevation={1} sx={{ bgcolor: BRAND_COLOR, color: '#fff' }}>
            <Toolbar>
              <IconButton
                color="inherit"
                edge="start"
                aria-label={UI.openNavigation}
                aria-expanded={mobileOpen}
                onClick={() => {
                  want();
                  setMobileOpen(true);
                }}
                onPointerEnter={want}
                onTouchStart={want}
                onFocus={want}
                sx={{ mr: 1.5 }}
              >
                <MenuIcon />
              </IconButton>
              <Typography variant="h6" component="div" noWrap sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
                {UI.appName}
              </Typography>
              <UnreadAlertsBell />
            </Toolbar>
          </AppBar>
          {drawerWanted ? (
            <Suspense fallback={null}>
              <MobileDrawer open={mobileOpen} onClose={() => setMobileOpen(false)} />
            </Suspense>
          ) : null}
        </>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        {!wide ? <Toolbar /> : null}
        <Suspense fallback={<PageLoader />}>
          <Outlet key={pageKey} />
        </Suspense>
      </Box>
    </Box>
  );
}
