// Appeals: the reviewers' queue, one status at a time (open first, oldest first), paged by the server;
// the status, page and open appeal live in the URL. An appeal opens beside the list (the whole width on
// a phone) with the case and the player's history behind it, and Decide.
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import GavelIcon from '@mui/icons-material/Gavel';
import { APPEAL_LIMITS, APPEAL_STATUSES, type AppealStatus } from '@staff-console/domain';
import { ItemListScreen } from '../../components/list-screen';
import { useAppeals } from './api/appeals-api';
import { APPEALS_UI } from './appeals-messages';
import { useAppealsView } from './appeals-view';
import { AppealItem } from './components/appeal-item';
import { AppealPanel } from './components/appeal-panel';

const PAGE_SIZE = APPEAL_LIMITS.queuePageSize;

export function AppealsPage() {
  const [view, update] = useAppealsView();
  const query = useAppeals({ status: view.status, page: view.page, limit: PAGE_SIZE });
  const listed = query.data?.appeals.find((a) => a._id === view.open);
  const close = () => update({ open: '' });

  return (
    <ItemListScreen
      title={APPEALS_UI.title}
      subtitle={APPEALS_UI.subtitle}
      filters={
        <Box sx={{ borderBottom: 1, borderColor: 'divider', minWidth: 0, mb: 1 }}>
          <Tabs
            value={view.status}
            onChange={(_, status: AppealStatus) => update({ status, page: 1, open: '' })}
            aria-label={APPEALS_UI.statusTabs}
            // Four short words: on a phone they share the width rather than scroll.
            sx={{ '& .MuiTab-root': { minWidth: { xs: 0, sm: 90 }, flex: { xs: 1, sm: 'none' }, px: { xs: 1, sm: 2 } } }}
          >
            {APPEAL_STATUSES.map((s) => (
              <Tab key={s} value={s} label={APPEALS_UI.statuses[s]} data-testid={`appeals-tab-${s}`} />
            ))}
          </Tabs>
        </Box>
      }
      query={query}
      itemsOf={(data) => data.appeals}
      view={view}
      update={update}
      pageSize={PAGE_SIZE}
      words={APPEALS_UI}
      count={{ of: (data) => APPEALS_UI.showing(data.appeals.length, data.total), testId: 'appeal-count' }}
      skeletonHeight={120}
      emptyIcon={<GavelIcon color="disabled" aria-hidden />}
      dialogs={
        <Drawer
          anchor="right"
          open={view.open !== ''}
          onClose={close}
          slotProps={{ paper: { sx: { width: { xs: '100%', sm: 600, lg: 720 }, maxWidth: '100%' } } }}
        >
          {view.open ? <AppealPanel key={view.open} id={view.open} listed={listed} onClose={close} /> : null}
        </Drawer>
      }
    >
      {(appeals) => appeals.map((a) => <AppealItem key={a._id} appeal={a} selected={a._id === view.open} onOpen={(x) => update({ open: x._id })} />)}
    </ItemListScreen>
  );
}
