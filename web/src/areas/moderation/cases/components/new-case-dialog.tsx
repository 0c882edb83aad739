// 'New case': a title, an optional summary and the players it is about, each added by name or user
// id and shown as "Name · id" before the case opens; the new case opens.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { MODERATION_LIMITS, type PlayerLabel } from '@staff-console/domain';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { FormTextField } from '../../../../components/form-text-field';
import { createCase, useModerationMutation } from '../../moderation-api';
import { PlayerPicker, playerLabelText } from '../../../../components/players';
import { errorText } from '../../../../lib/api-client';
import { CASES_UI } from '../cases-messages';

export function NewCaseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const [players, setPlayers] = useState<PlayerLabel[]>([]);
  const create = useModerationMutation(createCase);
  const full = players.length >= MODERATION_LIMITS.casePlayers;
  const close = () => {
    if (create.isPending) return;
    setTitle('');
    setSummary('');
    setPlayers([]);
    create.reset();
    onClose();
  };
  const submit = () => {
    if (title.trim() === '') return;
    create.mutate(
      { title: title.trim(), summary: summary.trim(), players: players.map((p) => p.userId) },
      { onSuccess: (c) => void navigate(`/cases/${c._id}`) },
    );
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={CASES_UI.newCaseTitle}
      size="sm"
      pending={create.isPending}
      formError={create.isError ? errorText(create.error, CASES_UI.failed) : null}
      onSubmit={submit}
      submitLabel={CASES_UI.create}
      ready={title.trim() !== ''}
    >
      <FormTextField
        label={CASES_UI.caseTitle}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        required
        autoFocus
        inputProps={{ maxLength: MODERATION_LIMITS.caseTitle }}
      />
      <FormTextField
        label={CASES_UI.summary}
        value={summary}
        onChange={(e) => setSummary(e.target.value)}
        multiline
        minRows={3}
        inputProps={{ maxLength: MODERATION_LIMITS.caseSummary }}
      />
      <Box component="section" aria-label={CASES_UI.players} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="subtitle2">{CASES_UI.players}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="new-case-players">
          {players.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {CASES_UI.playersHelp}
            </Typography>
          ) : (
            players.map((p) => (
              <Chip
                key={p.userId}
                label={playerLabelText(p)}
                onDelete={() => setPlayers((list) => list.filter((x) => x.userId !== p.userId))}
                sx={{ maxWidth: '100%' }}
              />
            ))
          )}
        </Box>
        {full ? (
          <Typography variant="body2" color="text.secondary">
            {CASES_UI.playersFull(MODERATION_LIMITS.casePlayers)}
          </Typography>
        ) : (
          <PlayerPicker exclude={players.map((p) => p.userId)} onPick={(p) => setPlayers((list) => [...list, p])} />
        )}
      </Box>
    </FormDialog>
  );
}
