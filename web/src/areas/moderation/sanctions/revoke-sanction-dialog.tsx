// Revoking a sanction: whose it is (name and id), and a reason, required (staff only; kept in the
// sanction's history).
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { MODERATION_LIMITS, type Sanction } from '@staff-console/domain';
import { FormTextField } from '../../../components/form-text-field';
import { errorText } from '../../../lib/api-client';
import { revokeSanction, useModerationMutation } from '../moderation-api';
import { MOD_UI } from '../moderation-messages';
import { usePlayerLabels } from './sanction-api';
import { SanctionTarget } from './sanction-target';
import { sanctionHeadline } from './sanction-words';

export function RevokeSanctionDialog({ sanction, onClose }: { sanction: Sanction | null; onClose: () => void }) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const revoke = useModerationMutation(revokeSanction);
  // Lists of several players' sanctions carry the name; a player's own list may not.
  const labels = usePlayerLabels(sanction ? [sanction.userId] : [], sanction !== null && sanction.playerName === undefined);
  const name = sanction ? (sanction.playerName ?? labels.data?.[0]?.name ?? null) : null;
  const close = () => {
    if (revoke.isPending) return;
    setReason('');
    revoke.reset();
    onClose();
  };
  const submit = () => {
    if (!sanction || reason.trim() === '') return;
    revoke.mutate({ id: sanction._id, reason: reason.trim() }, { onSuccess: close });
  };
  return (
    <Dialog open={sanction !== null} onClose={close} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{sanction ? MOD_UI.revokeTitle(MOD_UI.sanctionTypes[sanction.type]) : ''}</DialogTitle>
      <DialogContent>
        {sanction ? (
          <>
            <SanctionTarget player={{ userId: sanction.userId, name }} />
            <Alert severity="info" role="note" sx={{ my: 2, overflowWrap: 'anywhere' }}>{`${sanctionHeadline(sanction)} — ${sanction.reason}`}</Alert>
          </>
        ) : null}
        <FormTextField
          label={MOD_UI.revokeReason}
          helperText={MOD_UI.revokeHelp}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
          required
          autoFocus
          inputProps={{ maxLength: MODERATION_LIMITS.revokeReason }}
        />
        {revoke.isError ? (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {errorText(revoke.error, MOD_UI.failed)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={revoke.isPending}>
          {MOD_UI.cancel}
        </Button>
        <Button variant="contained" color="error" onClick={submit} loading={revoke.isPending} disabled={reason.trim() === ''}>
          {MOD_UI.revokeConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
