// Cases: the list is filtered and paged by the server; the filters (status, assignee, player, title
// search) and the page live in the URL.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import { CASE_STATUSES, MODERATION_PAGE_SIZE, type Case } from '@staff-console/domain';
import { FilterCard, FilterSelect, ItemListScreen, ItemRow, SearchField } from '../../../components/list-screen';
import { useCases } from '../moderation-api';
import { MOD_UI } from '../moderation-messages';
import { useModerationAccess } from '../use-moderation-access';
import { PlayerFilter, PlayerLabelLink } from '../../../components/players';
import { formatTimestamp } from '../../../lib/format';
import { STATUS_COLOR } from './case-status';
import { CASES_UI } from './cases-messages';
import { useCasesView, type CasesView } from './cases-view';
import { caseLabels } from './case-labels';
import { NewCaseDialog } from './components/new-case-dialog';

function CaseFilters({ view, onChange }: { view: CasesView; onChange: (c: Partial<CasesView>) => void }) {
  return (
    <FilterCard>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <SearchField
          search={view.search}
          onSearch={(search) => onChange({ search })}
          label={CASES_UI.search}
          placeholder={CASES_UI.searchPlaceholder}
          sx={{ flex: '1 1 220px' }}
        />
        <FilterSelect
          label={CASES_UI.status}
          value={view.status}
          onChange={(status) => onChange({ status })}
          anyLabel={CASES_UI.anyStatus}
          options={CASE_STATUSES}
          names={MOD_UI.caseStatuses}
          sx={{ flex: '0 1 170px', minWidth: 140 }}
        />
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
    <ItemRow data-testid="case-row" data-id={item._id}>
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
    </ItemRow>
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

  return (
    <ItemListScreen
      title={CASES_UI.title}
      subtitle={CASES_UI.subtitle}
      actions={
        access.moderate ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {CASES_UI.newCase}
          </Button>
        ) : null
      }
      filters={<CaseFilters key={view.player} view={view} onChange={update} />}
      query={query}
      itemsOf={(data) => data.cases}
      view={view}
      update={update}
      pageSize={MODERATION_PAGE_SIZE}
      words={CASES_UI}
      count={{ of: (data) => CASES_UI.showing(data.cases.length, data.total), testId: 'case-count' }}
      skeletonHeight={48}
      emptyIcon={<FolderOpenOutlinedIcon color="disabled" aria-hidden />}
      dialogs={<NewCaseDialog open={creating} onClose={() => setCreating(false)} />}
    >
      {(cases) => cases.map((c) => <CaseRow key={c._id} item={c} />)}
    </ItemListScreen>
  );
}
