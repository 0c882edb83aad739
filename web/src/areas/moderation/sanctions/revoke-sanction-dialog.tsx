// Revoking a sanction: whose it is (name and id), and a reason, required (staff only; kept in the
// sanction's history).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { MODERATION_LIMITS, type Sanction } from '@staff-console/domain';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { errorText } from '../../../lib/api-client';
import { revokeSanction, useModerationMutation } from '../moderation-api';
import { MOD_UI } from '../moderation-messages';
import { usePlayerLabels } from './sanction-api';
import { SanctionTarget } from './sanction-target';
import { sanctionHeadline } from './sanction-words';

export function RevokeSanctionDialog({ sanction, onClose }: { sanction: Sanction | null; onClose: () => void }) {
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
    <FormDialog
      open={sanction !== null}
      onClose={close}
      title={sanction ? MOD_UI.revokeTitle(MOD_UI.sanctionTypes[sanction.type]) : ''}
      pending={revoke.isPending}
      formError={revoke.isError ? errorText(revoke.error, MOD_UI.failed) : null}
      onSubmit={submit}
      submitLabel={MOD_UI.revokeConfirm}
      danger
      ready={reason.trim() !== ''}
    >
      {sanction ? <SanctionTarget player={{ userId: sanction.userId, name }} /> : null}
      {sanction ? <Alert severity="info" role="note" sx={{ overflowWrap: 'anywhere' }}>{`${sanctionHeadline(sanction)} — ${sanction.reason}`}</Alert> : null}
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
    </FormDialog>
  );
}
