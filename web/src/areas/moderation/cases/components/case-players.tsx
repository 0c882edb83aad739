// The players a case is about, each "Name · id" linking to their page; with moderate, add one by
// name or user id (the picker confirms whom), or remove one.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import CancelIcon from '@mui/icons-material/Cancel';
import type { CaseDetail } from '@staff-console/domain';
import { PlayerPicker, PlayerLabelLink, playerLabelText } from '../../../../components/players';
import { useUpdateCase } from '../api/case';
import { caseLabels } from '../case-labels';
import { CASES_UI } from '../cases-messages';

export function CasePlayers({ detail, canEdit }: { detail: CaseDetail; canEdit: boolean }) {
  const update = useUpdateCase();
  const [adding, setAdding] = useState(false);
  const setPlayers = (players: number[], done?: () => void) => update.mutate({ id: detail._id, body: { players } }, { onSuccess: done });
  const labels = caseLabels(detail);
  return (
    <Box sx={{ mt: 2 }} data-testid="case-players">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {`${CASES_UI.columns.players}:`}
        </Typography>
        {labels.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {CASES_UI.noPlayers}
          </Typography>
        ) : null}
        {labels.map((p) => (
          <Chip
            key={p.userId}
            label={<PlayerLabelLink label={p} />}
            variant="outlined"
            sx={{ maxWidth: '100%', height: 'auto', minHeight: 32, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
            onDelete={canEdit ? () => setPlayers(detail.players.filter((x) => x !== p.userId)) : undefined}
            deleteIcon={<CancelIcon aria-label={CASES_UI.removePlayer(playerLabelText(p))} />}
          />
        ))}
        {canEdit && !adding ? (
          <Button size="small" startIcon={<PersonAddAltOutlinedIcon />} onClick={() => setAdding(true)}>
            {CASES_UI.addPlayer}
          </Button>
        ) : null}
      </Box>
      {canEdit && adding ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mt: 1.5, maxWidth: 560 }}>
          <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
            <PlayerPicker
              autoFocus
              exclude={detail.players}
              pending={update.isPending}
              onPick={(p) => setPlayers([...detail.players, p.userId], () => setAdding(false))}
            />
          </Box>
          <Button size="small" onClick={() => setAdding(false)} sx={{ mt: 0.5 }}>
            {CASES_UI.cancel}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
