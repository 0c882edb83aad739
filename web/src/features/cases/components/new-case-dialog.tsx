// 'New case': a title, an optional summary and the players it is about; the new case opens.
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { MODERATION_LIMITS } from '@staff-console/domain';
import { FormTextField } from '../../../components/form-text-field';
import { createCase, useModerationMutation } from '../../../components/moderation/moderation-api';
import { errorText } from '../../../lib/api-client';
import { CASES_UI } from '../cases-messages';
import { parsePlayerIds } from '../player-ids';

export function NewCaseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const [players, setPlayers] = useState('');
  const create = useModerationMutation(createCase);
  const ids = parsePlayerIds(players);
  const close = () => {
    if (create.isPending) return;
    setTitle('');
    setSummary('');
    setPlayers('');
    create.reset();
    onClose();
  };
  const submit = () => {
    if (title.trim() === '' || ids === null) return;
    create.mutate({ title: title.trim(), summary: summary.trim(), players: ids }, { onSuccess: (c) => void navigate(`/cases/${c._id}`) });
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{CASES_UI.newCaseTitle}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id={`${titleId}-form`}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}
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
          <FormTextField
            label={CASES_UI.players}
            value={players}
            onChange={(e) => setPlayers(e.target.value)}
            error={ids === null}
            helperText={ids === null ? CASES_UI.playersInvalid : CASES_UI.playersHelp}
          />
          {create.isError ? (
            <Alert severity="error" role="alert">
              {errorText(create.error, CASES_UI.failed)}
            </Alert>
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={create.isPending}>
          {CASES_UI.cancel}
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={create.isPending} disabled={title.trim() === '' || ids === null}>
          {CASES_UI.create}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
