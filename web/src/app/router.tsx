// The route table (docs/RULES.md, "Screens and routes"). Pages are code-split; guards and the layout load with the shell.
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Navigate, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { PLAYER_VIEW_PERMISSIONS, SCREEN_PERMISSIONS, type GuardedScreen } from '@staff-console/domain';
import { RequireAnyPermission, RequireAuth, RequirePermission } from '../areas/staff';
import { ConnectivityGate } from './connectivity/connectivity-gate';
import { lazyPage } from '../lib/lazy-page';
import { UI } from '../lib/messages';
import { RouteErrorScreen } from './error-boundary';
import { RootRoute } from './root-route';

// The layout (drawer, menus, tooltips) is its own chunk: the login screen never needs it.
const AppLayout = lazyPage(() => import('./layout/app-layout').then((m) => m.AppLayout));
// Screens are lazy-loaded from their page modules, not through their area's index.ts: the indexes are imported
// statically by other screens, so a page exported there would join their bundles. The one import past an
// area's entry that .dependency-cruiser.cjs allows (web-app-through-area-entries).
const LoginPage = lazyPage(() => import('../areas/staff/auth/login-page').then((m) => m.LoginPage));
const DashboardPage = lazyPage(() => import('../areas/operations/dashboard/dashboard-page').then((m) => m.DashboardPage));
const ProfilePage = lazyPage(() => import('../areas/staff/profile/profile-page').then((m) => m.ProfilePage));
const ChatsPage = lazyPage(() => import('../areas/logs/chat/chats-page').then((m) => m.ChatsPage));
const TradesPage = lazyPage(() => import('../areas/logs/trades/trades-page').then((m) => m.TradesPage));
const MarketplacePage = lazyPage(() => import('../areas/logs/marketplace/marketplace-page').then((m) => m.MarketplacePage));
const ItemPage = lazyPage(() => import('../areas/items/item-page').then((m) => m.ItemPage));
const PlayerPage = lazyPage(() => import('../areas/players/player-page').then((m) => m.PlayerPage));
const PlayerLookupPage = lazyPage(() => import('../areas/players/player-page').then((m) => m.PlayerLookupPage));
// The moderation screens share most of their code: one chunk, so the entry names fewer files.
const CasesPage = lazyPage(() => import('../areas/moderation/moderation-pages').then((m) => m.CasesPage));
const CasePage = lazyPage(() => import('../areas/moderation/moderation-pages').then((m) => m.CasePage));
const SanctionsPage = lazyPage(() => import('../areas/moderation/moderation-pages').then((m) => m.SanctionsPage));
const AppealsPage = lazyPage(() => import('../areas/appeals/appeals-page').then((m) => m.AppealsPage));
const ReportsPage = lazyPage(() => import('../areas/reports/reports-page').then((m) => m.ReportsPage));
const AlertsPage = lazyPage(() => import('../areas/watch/alerts/alerts-page').then((m) => m.AlertsPage));
const WatchRulesPage = lazyPage(() => import('../areas/watch/watch-rules/watch-rules-page').then((m) => m.WatchRulesPage));
const TeamPage = lazyPage(() => import('../areas/team/team-page').then((m) => m.TeamPage));
const AdminPage = lazyPage(() => import('./admin/admin-page').then((m) => m.AdminPage));
const ComingSoonPage = lazyPage(() => import('./coming-soon/coming-soon-page').then((m) => m.ComingSoonPage));
const DebugPage = lazyPage(() => import('../areas/operations/diagnostics/debug-page').then((m) => m.DebugPage));
const TokenDiagnosticPage = lazyPage(() => import('../areas/operations/diagnostics/token-diagnostic-page').then((m) => m.TokenDiagnosticPage));
const ApiDiagnosticsPage = lazyPage(() => import('../areas/operations/diagnostics/api-diagnostics-page').then((m) => m.ApiDiagnosticsPage));

/**
 * SLOT — the dashboard's Leaderboards section (docs/RULES.md, "Screens and routes") belongs to the leaderboards issue: lazy-load
 * its section component from areas/players/leaderboards here and it appears below the feature cards.
 */
const LeaderboardsSection = lazyPage(() => import('../areas/players/leaderboards/leaderboards-section').then((m) => m.LeaderboardsSection));
const dashboardLeaderboards: ReactNode = (
  <Suspense fallback={null}>
    <LeaderboardsSection />
  </Suspense>
);

/** A screen behind the permission the domain names for its path. */
const guarded = (path: GuardedScreen, page: ReactNode): RouteObject => ({
  path,
  element: <RequirePermission permission={SCREEN_PERMISSIONS[path]}>{page}</RequirePermission>,
});
/** The player page needs at least one of the evidence permissions; each section checks its own. */
const playerGuarded = (page: ReactNode) => <RequireAnyPermission permissions={PLAYER_VIEW_PERMISSIONS}>{page}</RequireAnyPermission>;

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorScreen />,
    children: [
      // Public diagnostics stay reachable while the backend is down (the Connection Error screen links here).
      { path: '/debug', element: <DebugPage /> },
      { path: '/token-diagnostic', element: <TokenDiagnosticPage /> },
      { path: '/api-diagnostics', element: <ApiDiagnosticsPage /> },
      {
        element: <ConnectivityGate />,
        children: [
          { path: '/login', element: <LoginPage /> },
          {
            element: <RequireAuth />,
            children: [
              {
                element: <AppLayout />,
                children: [
                  { index: true, element: <DashboardPage leaderboards={dashboardLeaderboards} /> },
                  { path: '/profile', element: <ProfilePage /> },
                  guarded('/chats', <ChatsPage />),
                  guarded('/trades', <TradesPage />),
                  guarded('/marketplace', <MarketplacePage />),
                  { path: '/items/:name', element: <RequirePermission permission={SCREEN_PERMISSIONS['/items']}>{<ItemPage />}</RequirePermission> },
                  guarded('/tc-users', <ComingSoonPage title={UI.tradeClicker} />),
                  guarded('/cf-users', <ComingSoonPage title={UI.clickerFrenzy} />),
                  { path: '/players', element: playerGuarded(<PlayerLookupPage />) },
                  { path: '/players/:userId', element: playerGuarded(<PlayerPage />) },
                  guarded('/cases', <CasesPage />),
                  { path: '/cases/:id', element: <RequirePermission permission={SCREEN_PERMISSIONS['/cases']}>{<CasePage />}</RequirePermission> },
                  guarded('/sanctions', <SanctionsPage />),
                  guarded('/reports', <ReportsPage />),
                  // The reviewers' queue. The players' page, /appeal, is not a route of this app: it is a page of its own (web/appeal.html).
                  guarded('/appeals', <AppealsPage />),
                  { path: '/alerts', element: <AlertsPage /> },
                  guarded('/watch-rules', <WatchRulesPage />),
                  guarded('/team', <TeamPage />),
                  guarded('/admin', <AdminPage />),
                ],
              },
            ],
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
