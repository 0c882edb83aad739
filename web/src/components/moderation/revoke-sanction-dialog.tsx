// Revoking a sanction: a reason is required (staff only; kept in the sanction's history).
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { MODERATION_LIMITS, type Sanction } from '@staff-console/domain';
import { FormTextField } from '../form-text-field';
import { errorText } from '../../lib/api-client';
import { revokeSanction, useModerationMutation } from './moderation-api';
import { MOD_UI } from './moderation-messages';
import { sanctionHeadline } from './sanction-words';

export function RevokeSanctionDialog({ sanction, onClose }: { sanction: Sanction | null; onClose: () => void }) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const revoke = useModerationMutation(revokeSanction);
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
        {sanction ? <Alert severity="info" sx={{ mb: 2 }}>{`${sanctionHeadline(sanction)} — ${sanction.reason}`}</Alert> : null}
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
