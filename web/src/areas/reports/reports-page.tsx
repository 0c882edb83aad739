// Reports: the queue of reported players, filtered, ordered and paged by the server, the filters and
// the open player in the URL. A player's reports open in a side panel (the whole width on a phone).
// The keyboard triages: j/k move, Enter opens, c claims.
import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { REPORT_CATEGORIES, REPORT_LIMITS, type ReportQueueItem } from '@staff-console/domain';
import {
  FilterCard,
  FilterSelect,
  ListCount,
  ListEmpty,
  ListError,
  ListScreen,
  ListSkeleton,
  listState,
  pageCount,
  useLastPageGuard,
  useWiderThan,
} from '../../components/list-screen';
import { useAuth } from '../../lib/auth-context';
import { useModerationAccess } from '../moderation';
import { useReportQueue } from './api/reports-api';
import { ClaimFeedback } from './components/claim-feedback';
import { PlayerReportsPanel } from './components/player-reports-panel';
import { QueueCards } from './components/queue-cards';
import { QueueTable } from './components/queue-table';
import { useClaim } from './components/use-claim';
import { REPORTS_UI } from './reports-messages';
import { QUEUE_ASSIGNEES, useReportsView, type ReportsView } from './reports-view';
import { useQueueKeys } from './use-queue-keys';

const PAGE_SIZE = REPORT_LIMITS.queuePageSize;
const LATER_SORTS = ['oldest', 'newest'] as const;

function QueueFilters({ view, onChange }: { view: ReportsView; onChange: (change: Partial<ReportsView>) => void }) {
  return (
    <FilterCard>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <FilterSelect
          label={REPORTS_UI.category}
          value={view.category}
          onChange={(category) => onChange({ category })}
          anyLabel={REPORTS_UI.anyCategory}
          options={REPORT_CATEGORIES}
          names={REPORTS_UI.categories}
          sx={{ flex: '1 1 170px', minWidth: 140 }}
        />
        <FilterSelect
          label={REPORTS_UI.assignee}
          value={view.assignee}
          onChange={(assignee) => onChange({ assignee })}
          anyLabel={REPORTS_UI.assignees.anyone}
          options={QUEUE_ASSIGNEES}
          names={REPORTS_UI.assignees}
          sx={{ flex: '1 1 170px', minWidth: 140 }}
        />
        {/* The priority order is the default, shown as the select's first choice. */}
        <FilterSelect
          label={REPORTS_UI.sort}
          value={view.sort === 'priority' ? '' : view.sort}
          onChange={(sort) => onChange({ sort: sort || 'priority' })}
          anyLabel={REPORTS_UI.sorts.priority}
          options={LATER_SORTS}
          names={REPORTS_UI.sorts}
          sx={{ flex: '1 1 200px', minWidth: 170 }}
        />
      </Box>
    </FilterCard>
  );
}

export function ReportsPage() {
  const [view, update] = useReportsView();
  const access = useModerationAccess();
  const { user } = useAuth();
  const wide = useWiderThan('md');
  const claim = useClaim();
  const [selected, setSelected] = useState(-1);
  const query = useReportQueue({
    category: view.category || undefined,
    assignee: view.assignee || undefined,
    sort: view.sort,
    page: view.page,
    limit: PAGE_SIZE,
  });
  const { data, isPending, isError, isPlaceholderData } = query;
  const items = data?.items ?? [];
  const pages = pageCount(data?.total, PAGE_SIZE);
  useLastPageGuard(view.page, isPlaceholderData ? null : pages, update);
  const state = listState({ isPending, isError, isPlaceholderData, empty: data !== undefined && items.length === 0 });
  const openUserId = view.open ? Number(view.open) : null;

  const openItem = useCallback((item: ReportQueueItem) => update({ open: String(item.reportedId) }), [update]);
  const closePanel = () => update({ open: '' });
  const claimAt = useCallback(
    (index: number) => {
      const item = items[index];
      if (item && access.moderate) claim.claim({ userId: item.reportedId, name: item.reportedName });
    },
    [items, access.moderate, claim],
  );
  useQueueKeys({
    count: state === 'data' ? items.length : 0,
    selected,
    select: setSelected,
    open: (index) => {
      const item = items[index];
      if (item) openItem(item);
    },
    claim: claimAt,
    enabled: openUserId === null,
  });

  const list = { items, selected, onSelect: setSelected, onOpen: openItem, meId: user?.id };
  return (
    <ListScreen
      title={REPORTS_UI.title}
      subtitle={REPORTS_UI.subtitle}
      filters={<QueueFilters view={view} onChange={update} />}
      toolbar={
        <>
          {openUserId === null ? <ClaimFeedback controller={claim} /> : null}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}>
            <ListCount text={data && state !== 'error' ? REPORTS_UI.showing(items.length, data.total) : null} testId="queue-count" />
            <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' } }} data-testid="queue-keys-hint">
              {REPORTS_UI.keysHint}
            </Typography>
          </Box>
        </>
      }
      state={state}
      loading={<ListSkeleton label={REPORTS_UI.loading} rows={5} height={56} />}
      error={<ListError message={REPORTS_UI.loadFailed} retryLabel={REPORTS_UI.retry} onRetry={() => void query.refetch()} />}
      empty={<ListEmpty icon={<FlagOutlinedIcon color="disabled" aria-hidden />} title={REPORTS_UI.emptyTitle} body={REPORTS_UI.emptyBody} />}
      rows={() => <Box sx={{ opacity: isPlaceholderData ? 0.6 : 1 }}>{wide ? <QueueTable {...list} /> : <QueueCards {...list} />}</Box>}
      pager={
        state === 'data' && pages !== null && pages > 1
          ? { count: pages, page: view.page, onChange: (page) => update({ page }), label: REPORTS_UI.pagination, compactBelow: 'sm' }
          : null
      }
    >
      <Drawer
        anchor="right"
        open={openUserId !== null}
        onClose={closePanel}
        slotProps={{ paper: { sx: { width: { xs: '100%', sm: 600, lg: 720 }, maxWidth: '100%' } } }}
      >
        {openUserId !== null ? (
          <PlayerReportsPanel userId={openUserId} item={items.find((i) => i.reportedId === openUserId)} claim={claim} access={access} onClose={closePanel} />
        ) : null}
      </Drawer>
    </ListScreen>
  );
}
