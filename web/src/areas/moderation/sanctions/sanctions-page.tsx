// Sanctions: every player's warnings, mutes and bans, filtered by status, type, enforcement state and
// player in the URL and paged by the server; each with its enforcement state, Retry on a failed one, and Revoke.
import { useState } from 'react';
import Box from '@mui/material/Box';
import GavelIcon from '@mui/icons-material/Gavel';
import { ENFORCEMENT_STATES, MODERATION_PAGE_SIZE, SANCTION_STATUSES, SANCTION_TYPES, type Sanction } from '@staff-console/domain';
import {
  FilterCard,
  FilterSelect,
  ItemList,
  ListCount,
  ListEmpty,
  ListError,
  ListScreen,
  ListSkeleton,
  listState,
  pageCount,
  useLastPageGuard,
} from '../../../components/list-screen';
import { MOD_UI } from '../moderation-messages';
import { RevokeSanctionDialog } from './revoke-sanction-dialog';
import { SanctionItem } from './sanction-item';
import { useModerationAccess } from '../use-moderation-access';
import { PlayerFilter } from '../../players';
import { useSanctions } from './api/get-sanctions';
import { SANCTIONS_UI } from './sanctions-messages';
import { useSanctionsView } from './sanctions-view';

export function SanctionsPage() {
  const [view, update] = useSanctionsView();
  const access = useModerationAccess();
  const [revoking, setRevoking] = useState<Sanction | null>(null);
  const { data, isPending, isError, isPlaceholderData, refetch } = useSanctions({
    status: view.status || undefined,
    type: view.type || undefined,
    enforcement: view.enforcement || undefined,
    userId: view.player ? Number(view.player) : undefined,
    page: view.page,
    limit: MODERATION_PAGE_SIZE,
  });
  const pages = pageCount(data?.total, MODERATION_PAGE_SIZE);
  useLastPageGuard(view.page, isPlaceholderData ? null : pages, update);
  const state = listState({ isPending, isError, isPlaceholderData, empty: data?.sanctions.length === 0 });

  return (
    <ListScreen
      title={SANCTIONS_UI.title}
      subtitle={SANCTIONS_UI.subtitle}
      filters={
        <FilterCard>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <FilterSelect
              label={SANCTIONS_UI.status}
              value={view.status}
              onChange={(status) => update({ status })}
              anyLabel={SANCTIONS_UI.anyStatus}
              options={SANCTION_STATUSES}
              names={MOD_UI.sanctionStatuses}
              sx={{ flex: '0 1 170px', minWidth: 140 }}
            />
            <FilterSelect
              label={SANCTIONS_UI.type}
              value={view.type}
              onChange={(type) => update({ type })}
              anyLabel={SANCTIONS_UI.anyType}
              options={SANCTION_TYPES}
              names={MOD_UI.sanctionTypes}
              sx={{ flex: '0 1 170px', minWidth: 140 }}
            />
            <FilterSelect
              label={SANCTIONS_UI.enforcement}
              value={view.enforcement}
              onChange={(enforcement) => update({ enforcement })}
              anyLabel={SANCTIONS_UI.anyEnforcement}
              options={ENFORCEMENT_STATES}
              names={MOD_UI.enforcement}
              sx={{ flex: '0 1 250px', minWidth: 170 }}
            />
            <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
              <PlayerFilter
                value={view.player}
                onChange={(p) => update({ player: p })}
                label={SANCTIONS_UI.player}
                actionLabel={SANCTIONS_UI.filterBy}
                testId="sanction-player-filter"
              />
            </Box>
          </Box>
        </FilterCard>
      }
      toolbar={<ListCount text={data && state !== 'error' ? SANCTIONS_UI.showing(data.sanctions.length, data.total) : null} testId="sanction-count" />}
      state={state}
      loading={<ListSkeleton label={SANCTIONS_UI.loading} rows={5} height={56} />}
      error={<ListError message={SANCTIONS_UI.loadFailed} retryLabel={SANCTIONS_UI.retry} onRetry={() => void refetch()} />}
      empty={<ListEmpty icon={<GavelIcon color="disabled" aria-hidden />} title={SANCTIONS_UI.emptyTitle} body={SANCTIONS_UI.emptyBody} />}
      rows={() => (
        <ItemList label={SANCTIONS_UI.listLabel} stale={isPlaceholderData}>
          {data?.sanctions.map((s) => (
            <SanctionItem key={s._id} sanction={s} access={access} onRevoke={setRevoking} showPlayer />
          ))}
        </ItemList>
      )}
      pager={
        state === 'data' && pages !== null && pages > 1
          ? { count: pages, page: view.page, onChange: (page) => update({ page }), label: SANCTIONS_UI.pagination, compactBelow: 'sm' }
          : null
      }
    >
      <RevokeSanctionDialog sanction={revoking} onClose={() => setRevoking(null)} />
    </ListScreen>
  );
}
