// Dismissing a player's open reports: whom it hits (avatar, name, id), and a reason, required.
import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { REPORT_LIMITS } from '@staff-console/domain';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { errorText } from '../../../lib/api-client';
import { SanctionTarget, useModerationMutation } from '../../moderation';
import { resolveReports } from '../api/reports-api';
import { REPORTS_UI } from '../reports-messages';
import type { ClaimTarget } from './use-claim';

export interface DismissDialogProps {
  target: ClaimTarget | null;
  /** The player's open reports, as the panel counts them. */
  open: number;
  onClose: () => void;
}

export function DismissDialog({ target, open, onClose }: DismissDialogProps) {
  const [reason, setReason] = useState('');
  const resolve = useModerationMutation(resolveReports);
  const close = () => {
    if (resolve.isPending) return;
    setReason('');
    resolve.reset();
    onClose();
  };
  const submit = () => {
    if (!target || reason.trim() === '') return;
    resolve.mutate({ reportedId: target.userId, action: 'dismissed', reason: reason.trim() }, { onSuccess: close });
  };
  return (
    <FormDialog
      open={target !== null}
      onClose={close}
      title={target ? REPORTS_UI.dismissTitle(target.name) : ''}
      pending={resolve.isPending}
      formError={resolve.isError ? errorText(resolve.error, REPORTS_UI.dismissFailed) : null}
      onSubmit={submit}
      submitLabel={REPORTS_UI.dismissConfirm}
      danger
      ready={reason.trim() !== ''}
    >
      {target ? <SanctionTarget player={{ userId: target.userId, name: target.name }} /> : null}
      <Typography variant="body2">{REPORTS_UI.dismissBody(open)}</Typography>
      <FormTextField
        label={REPORTS_UI.dismissReason}
        helperText={REPORTS_UI.dismissHelp}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        minRows={2}
        required
        autoFocus
        inputProps={{ maxLength: REPORT_LIMITS.dismissReason }}
      />
    </FormDialog>
  );
}
