// Sanctions: every player's warnings, mutes and bans, filtered by status, type, enforcement state and
// player in the URL and paged by the server; each with its enforcement state, Retry on a failed one, and Revoke.
import { useState } from 'react';
import Box from '@mui/material/Box';
import GavelIcon from '@mui/icons-material/Gavel';
import { ENFORCEMENT_STATES, MODERATION_PAGE_SIZE, SANCTION_STATUSES, SANCTION_TYPES, type Sanction } from '@staff-console/domain';
import { FilterCard, FilterSelect, ItemListScreen } from '../../../components/list-screen';
import { MOD_UI } from '../moderation-messages';
import { RevokeSanctionDialog } from './revoke-sanction-dialog';
import { SanctionItem } from './sanction-item';
import { useModerationAccess } from '../use-moderation-access';
import { PlayerFilter } from '../../../components/players';
import { useSanctions } from './api/get-sanctions';
import { SANCTIONS_UI } from './sanctions-messages';
import { useSanctionsView } from './sanctions-view';

export function SanctionsPage() {
  const [view, update] = useSanctionsView();
  const access = useModerationAccess();
  const [revoking, setRevoking] = useState<Sanction | null>(null);
  const query = useSanctions({
    status: view.status || undefined,
    type: view.type || undefined,
    enforcement: view.enforcement || undefined,
    userId: view.player ? Number(view.player) : undefined,
    page: view.page,
    limit: MODERATION_PAGE_SIZE,
  });

  return (
    <ItemListScreen
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
      query={query}
      itemsOf={(data) => data.sanctions}
      view={view}
      update={update}
      pageSize={MODERATION_PAGE_SIZE}
      words={SANCTIONS_UI}
      count={{ of: (data) => SANCTIONS_UI.showing(data.sanctions.length, data.total), testId: 'sanction-count' }}
      skeletonHeight={56}
      emptyIcon={<GavelIcon color="disabled" aria-hidden />}
      dialogs={<RevokeSanctionDialog sanction={revoking} onClose={() => setRevoking(null)} />}
    >
      {(sanctions) => sanctions.map((s) => <SanctionItem key={s._id} sanction={s} access={access} onRevoke={setRevoking} showPlayer />)}
    </ItemListScreen>
  );
}
