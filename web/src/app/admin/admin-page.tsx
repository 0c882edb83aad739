// The Admin panel (docs/RULES.md, "Screens and routes"): Dashboard, Users, Roles, Logs and Ingest Keys tabs, the
// tab kept in the URL (?tab=users). Administrators only; the route guard already refuses others,
// and the panel says so itself too in case it is ever reached without the guard.
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import HomeIcon from '@mui/icons-material/Home';
import { AccessDenied } from '../../components/access-denied';
import { PageHeader } from '../../components/page-header';
import { useAuth, userIsAdmin } from '../../lib/auth-context';
import { ADMIN_UI } from '../../components/admin/admin-messages';
import { DashboardTab } from '../../areas/operations';
import { IngestKeysTab } from '../../areas/ingest';
import { LogsTab, RolesTab, UsersTab } from '../../areas/staff';
import { SanctionPresetsTab } from '../../areas/moderation';

export const ADMIN_TABS = ['dashboard', 'users', 'roles', 'logs', 'ingest-keys', 'sanction-presets'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const isAdminTab = (value: string | null): value is AdminTab => ADMIN_TABS.includes(value as AdminTab);

function AdminAccessDenied() {
  return (
    <AccessDenied
      body={ADMIN_UI.accessDeniedBody}
      action={
        <Button component={RouterLink} to="/" variant="contained" startIcon={<HomeIcon />}>
          {ADMIN_UI.returnHome}
        </Button>
      }
    />
  );
}

function TabContent({ tab }: { tab: AdminTab }) {
  switch (tab) {
    case 'dashboard':
      return <DashboardTab />;
    case 'users':
      return <UsersTab />;
    case 'roles':
      return <RolesTab />;
    case 'logs':
      return <LogsTab />;
    case 'ingest-keys':
      return <IngestKeysTab />;
    case 'sanction-presets':
      return <SanctionPresetsTab />;
  }
}

export function AdminPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  if (!userIsAdmin(user)) return <AdminAccessDenied />;

  const requested = params.get('tab');
  const tab: AdminTab = isAdminTab(requested) ? requested : 'dashboard';
  const select = (next: AdminTab) => {
    setParams(next === 'dashboard' ? {} : { tab: next });
  };

  return (
    <>
      <PageHeader title={ADMIN_UI.title} subtitle={ADMIN_UI.subtitle} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_e, value: AdminTab) => select(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={ADMIN_UI.tabsLabel}
        >
          {ADMIN_TABS.map((t) => (
            <Tab key={t} value={t} label={ADMIN_UI.tabs[t]} id={`admin-tab-${t}`} aria-controls={`admin-panel-${t}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`}>
        <TabContent tab={tab} />
      </Box>
    </>
  );
}
