// Cases: the list is filtered and paged by the server; the filters (status, assignee, player, title
// search) and the page live in the URL.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import { CASE_STATUSES, LIMITS, MESSAGES, MODERATION_PAGE_SIZE, type Case, type CaseStatus } from '@staff-console/domain';
import { FilterCard, ListEmpty, ListError, ListPager, listState, useLastPageGuard, useSearchBox } from '../../../components/log-list';
import { useCases } from '../moderation-api';
import { MOD_UI } from '../moderation-messages';
import { useModerationAccess } from '../use-moderation-access';
import { PageHeader } from '../../../components/page-header';
import { PlayerFilter, PlayerLabelLink } from '../../../components/players';
import { formatTimestamp } from '../../../lib/format';
import { STATUS_COLOR } from './case-status';
import { CASES_UI } from './cases-messages';
import { useCasesView, type CasesView } from './cases-view';
import { caseLabels } from './case-labels';
import { NewCaseDialog } from './components/new-case-dialog';

function CaseFilters({ view, onChange }: { view: CasesView; onChange: (c: Partial<CasesView>) => void }) {
  const box = useSearchBox({ value: view.search, onSearch: (search) => onChange({ search }) });
  return (
    <FilterCard>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          label={CASES_UI.search}
          placeholder={CASES_UI.searchPlaceholder}
          value={box.text}
          onChange={(e) => box.setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') box.searchNow();
          }}
          error={box.tooShort}
          helperText={box.tooShort ? MESSAGES.searchTooShort : undefined}
          size="small"
          type="search"
          slotProps={{ htmlInput: { maxLength: LIMITS.name } }}
          sx={{ flex: '1 1 220px', minWidth: 0 }}
        />
        <TextField
          select
          label={CASES_UI.status}
          value={view.status}
          onChange={(e) => onChange({ status: e.target.value as CaseStatus | '' })}
          size="small"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: '0 1 170px', minWidth: 140 }}
        >
          <option value="">{CASES_UI.anyStatus}</option>
          {CASE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {MOD_UI.caseStatuses[s]}
            </option>
          ))}
        </TextField>
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <PlayerFilter
            value={view.player}
            onChange={(player) => onChange({ player })}
            label={CASES_UI.player}
            actionLabel={CASES_UI.filterBy}
            testId="case-player-filter"
          />
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view.assignee}
          onChange={(_, a: 'me' | '' | null) => a !== null && onChange({ assignee: a })}
          aria-label={CASES_UI.assignee}
        >
          <ToggleButton value="" sx={{ height: 40 }}>
            {CASES_UI.anyone}
          </ToggleButton>
          <ToggleButton value="me" sx={{ height: 40 }}>
            {CASES_UI.assignMe}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
    </FilterCard>
  );
}

function CaseRow({ item }: { item: Case }) {
  return (
    <Box
      component="li"
      data-testid="case-row"
      data-id={item._id}
      sx={{ px: { xs: 1.5, sm: 2.5 }, py: 1.5, '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider' } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
        <Typography component="span" color="text.secondary" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {MOD_UI.caseNumber(item.number)}
        </Typography>
        <Link component={RouterLink} to={`/cases/${item._id}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
          {item.title}
        </Link>
        <Chip size="small" variant="outlined" color={STATUS_COLOR[item.status]} label={MOD_UI.caseStatuses[item.status]} sx={{ ml: { sm: 'auto' } }} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, mt: 0.5, color: 'text.secondary', typography: 'body2' }}>
        <span>{`${CASES_UI.columns.assignee}: ${item.assignee?.username ?? CASES_UI.unassigned}`}</span>
        <span>
          {`${CASES_UI.columns.players}: `}
          {item.players.length === 0
            ? CASES_UI.noPlayers
            : caseLabels(item)
                .slice(0, 5)
                .map((p, i) => (
                  <span key={p.userId}>
                    {i > 0 ? ', ' : ''}
                    <PlayerLabelLink label={p} />
                  </span>
                ))}
          {item.players.length > 5 ? ` +${item.players.length - 5}` : ''}
        </span>
        <span style={{ whiteSpace: 'nowrap' }}>{`${CASES_UI.columns.updated}: ${formatTimestamp(item.updatedAt)}`}</span>
      </Box>
    </Box>
  );
}

export function CasesPage() {
  const [view, update] = useCasesView();
  const access = useModerationAccess();
  const [creating, setCreating] = useState(false);
  const query = useCases({
    status: view.status || undefined,
    assignee: view.assignee || undefined,
    player: view.player ? Number(view.player) : undefined,
    search: view.search || undefined,
    page: view.page,
    limit: MODERATION_PAGE_SIZE,
  });
  const { data, isPending, isError, isPlaceholderData, refetch } = query;
  const pages = data ? Math.max(1, Math.ceil(data.total / MODERATION_PAGE_SIZE)) : null;
  useLastPageGuard(view.page, data && !isPlaceholderData ? pages : null, update);
  const state = listState({ isPending, isError, isPlaceholderData, empty: data?.cases.length === 0 });

  let list;
  if (state === 'loading')
    list = (
      <Paper variant="outlined" sx={{ p: 2 }} aria-busy="true" aria-label={CASES_UI.loading}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={48} />
        ))}
      </Paper>
    );
  else if (state === 'error') list = <ListError message={CASES_UI.loadFailed} retryLabel={CASES_UI.retry} onRetry={() => void refetch()} />;
  else if (state === 'empty')
    list = <ListEmpty icon={<FolderOpenOutlinedIcon color="disabled" aria-hidden />} title={CASES_UI.emptyTitle} body={CASES_UI.emptyBody} />;
  else
    list = (
      <Paper variant="outlined" sx={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
        <Box component="ul" aria-label={CASES_UI.tableLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data?.cases.map((c) => (
            <CaseRow key={c._id} item={c} />
          ))}
        </Box>
      </Paper>
    );

  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeader
        title={CASES_UI.title}
        subtitle={CASES_UI.subtitle}
        actions={
          access.moderate ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {CASES_UI.newCase}
            </Button>
          ) : null
        }
      />
      <CaseFilters key={view.player} view={view} onChange={update} />
      <Box sx={{ minHeight: 32, mb: 1 }}>
        {data && state !== 'error' ? (
          <Typography variant="body2" color="text.secondary" role="status" data-testid="case-count">
            {CASES_UI.showing(data.cases.length, data.total)}
          </Typography>
        ) : null}
      </Box>
      {list}
      {state === 'data' && pages !== null && pages > 1 ? (
        <ListPager count={pages} page={view.page} onChange={(page) => update({ page })} label={CASES_UI.pagination} compactBelow="sm" />
      ) : null}
      <NewCaseDialog open={creating} onClose={() => setCreating(false)} />
    </Box>
  );
}
