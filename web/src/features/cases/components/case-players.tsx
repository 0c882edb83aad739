// The players a case is about: links to their pages; with moderate, add one by user id or remove one.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CaseDetail } from '@staff-console/domain';
import CancelIcon from '@mui/icons-material/Cancel';
import { PlayerLink } from '../../../components/player-link';
import { useUpdateCase } from '../api/case';
import { CASES_UI } from '../cases-messages';

export function CasePlayers({ detail, canEdit }: { detail: CaseDetail; canEdit: boolean }) {
  const update = useUpdateCase();
  const [typed, setTyped] = useState('');
  const valid = /^\d{1,15}$/.test(typed.trim()) && Number(typed) >= 1;
  const setPlayers = (players: number[], done?: () => void) => update.mutate({ id: detail._id, body: { players } }, { onSuccess: done });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 2 }} data-testid="case-players">
      <Typography variant="body2" color="text.secondary">
        {`${CASES_UI.columns.players}:`}
      </Typography>
      {detail.players.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {CASES_UI.noPlayers}
        </Typography>
      ) : null}
      {detail.players.map((p) => (
        <Chip
          key={p}
          label={<PlayerLink userId={p} name={String(p)} />}
          variant="outlined"
          onDelete={canEdit ? () => setPlayers(detail.players.filter((x) => x !== p)) : undefined}
          deleteIcon={<CancelIcon aria-label={CASES_UI.removePlayer(p)} />}
        />
      ))}
      {canEdit ? (
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) setPlayers([...detail.players, Number(typed.trim())], () => setTyped(''));
          }}
          sx={{ display: 'flex', gap: 1 }}
        >
          <TextField
            size="small"
            label={CASES_UI.playerId}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 15 } }}
            sx={{ width: 150 }}
          />
          <Button type="submit" size="small" disabled={!valid} loading={update.isPending}>
            {CASES_UI.addPlayer}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
