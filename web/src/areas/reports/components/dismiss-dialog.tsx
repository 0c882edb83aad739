// Dismissing a player's open reports: whom it hits (avatar, name, id), what it does, and a reason, required.
import Typography from '@mui/material/Typography';
import { REPORT_LIMITS } from '@staff-console/domain';
import { ReasonDialog } from '../../../components/dialogs/reason-dialog';
import { SanctionTarget, useModerationMutation } from '../../moderation';
import { resolveReports } from '../api/reports-api';
import { REPORTS_UI } from '../reports-messages';
import type { ClaimTarget } from './use-claim';

const REASON = { label: REPORTS_UI.dismissReason, help: REPORTS_UI.dismissHelp, maxLength: REPORT_LIMITS.dismissReason };

export interface DismissDialogProps {
  target: ClaimTarget | null;
  /** The player's open reports, as the panel counts them. */
  open: number;
  onClose: () => void;
}

export function DismissDialog({ target, open, onClose }: DismissDialogProps) {
  const resolve = useModerationMutation(resolveReports);
  return (
    <ReasonDialog
      open={target !== null}
      title={target ? REPORTS_UI.dismissTitle(target.name) : ''}
      submitLabel={REPORTS_UI.dismissConfirm}
      field={REASON}
      request={resolve}
      failed={REPORTS_UI.dismissFailed}
      onSubmit={(reason, done) => target && resolve.mutate({ reportedId: target.userId, action: 'dismissed', reason }, { onSuccess: done })}
      onClose={onClose}
    >
      {target ? <SanctionTarget player={{ userId: target.userId, name: target.name }} /> : null}
      <Typography variant="body2">{REPORTS_UI.dismissBody(open)}</Typography>
    </ReasonDialog>
  );
}
