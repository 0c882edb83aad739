// Sanctions: every player's warnings, mutes and bans, filtered by status, type, enforcement state and
// player in the URL and paged by the server; each with its enforcement state, Retry on a failed one, and Revoke.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import GavelIcon from '@mui/icons-material/Gavel';
import {
  ENFORCEMENT_STATES,
  MODERATION_PAGE_SIZE,
  SANCTION_STATUSES,
  SANCTION_TYPES,
  type EnforcementState,
  type Sanction,
  type SanctionStatus,
  type SanctionType,
} from '@staff-console/domain';
import { FilterCard, ListEmpty, ListError, ListPager, listState, useLastPageGuard } from '../../../components/log-list';
import { MOD_UI } from '../moderation-messages';
import { RevokeSanctionDialog } from './revoke-sanction-dialog';
import { SanctionItem } from './sanction-item';
import { useModerationAccess } from '../use-moderation-access';
import { PageHeader } from '../../../components/page-header';
import { PlayerFilter } from '../../../components/players';
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
  const pages = data ? Math.max(1, Math.ceil(data.total / MODERATION_PAGE_SIZE)) : null;
  useLastPageGuard(view.page, data && !isPlaceholderData ? pages : null, update);
  const state = listState({ isPending, isError, isPlaceholderData, empty: data?.sanctions.length === 0 });

  let list;
  if (state === 'loading')
    list = (
      <Paper variant="outlined" sx={{ p: 2 }} aria-busy="true" aria-label={SANCTIONS_UI.loading}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={56} />
        ))}
      </Paper>
    );
  else if (state === 'error') list = <ListError message={SANCTIONS_UI.loadFailed} retryLabel={SANCTIONS_UI.retry} onRetry={() => void refetch()} />;
  else if (state === 'empty')
    list = <ListEmpty icon={<GavelIcon color="disabled" aria-hidden />} title={SANCTIONS_UI.emptyTitle} body={SANCTIONS_UI.emptyBody} />;
  else
    list = (
      <Paper variant="outlined" sx={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
        <Box component="ul" aria-label={SANCTIONS_UI.listLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data?.sanctions.map((s) => (
            <SanctionItem key={s._id} sanction={s} access={access} onRevoke={setRevoking} showPlayer />
          ))}
        </Box>
      </Paper>
    );

  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeader title={SANCTIONS_UI.title} subtitle={SANCTIONS_UI.subtitle} />
      <FilterCard>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <TextField
            select
            size="small"
            label={SANCTIONS_UI.status}
            value={view.status}
            onChange={(e) => update({ status: e.target.value as SanctionStatus | '' })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ flex: '0 1 170px', minWidth: 140 }}
          >
            <option value="">{SANCTIONS_UI.anyStatus}</option>
            {SANCTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {MOD_UI.sanctionStatuses[s]}
              </option>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={SANCTIONS_UI.type}
            value={view.type}
            onChange={(e) => update({ type: e.target.value as SanctionType | '' })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ flex: '0 1 170px', minWidth: 140 }}
          >
            <option value="">{SANCTIONS_UI.anyType}</option>
            {SANCTION_TYPES.map((t) => (
              <option key={t} value={t}>
                {MOD_UI.sanctionTypes[t]}
              </option>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={SANCTIONS_UI.enforcement}
            value={view.enforcement}
            onChange={(e) => update({ enforcement: e.target.value as EnforcementState | '' })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ flex: '0 1 250px', minWidth: 170 }}
          >
            <option value="">{SANCTIONS_UI.anyEnforcement}</option>
            {ENFORCEMENT_STATES.map((s) => (
              <option key={s} value={s}>
                {MOD_UI.enforcement[s]}
              </option>
            ))}
          </TextField>
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
      <Box sx={{ minHeight: 32, mb: 1 }}>
        {data && state !== 'error' ? (
          <Typography variant="body2" color="text.secondary" role="status" data-testid="sanction-count">
            {SANCTIONS_UI.showing(data.sanctions.length, data.total)}
          </Typography>
        ) : null}
      </Box>
      {list}
      {state === 'data' && pages !== null && pages > 1 ? (
        <ListPager count={pages} page={view.page} onChange={(page) => update({ page })} label={SANCTIONS_UI.pagination} compactBelow="sm" />
      ) : null}
      <RevokeSanctionDialog sanction={revoking} onClose={() => setRevoking(null)} />
    </Box>
  );
}
