// Opening a case from a player's reports: says whom it is about, resolves the open reports into a
// new case on the server, and goes to that case.
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { errorText } from '../../../lib/api-client';
import { useModerationMutation } from '../../moderation';
import { resolveReports } from '../api/reports-api';
import { REPORTS_UI } from '../reports-messages';
import type { ClaimTarget } from './use-claim';

export function OpenCaseDialog({ target, open, onClose }: { target: ClaimTarget | null; open: number; onClose: () => void }) {
  const navigate = useNavigate();
  const resolve = useModerationMutation(resolveReports);
  const close = () => {
    if (resolve.isPending) return;
    resolve.reset();
    onClose();
  };
  const confirm = () => {
    if (!target) return;
    resolve.mutate(
      { reportedId: target.userId, action: 'case' },
      {
        onSuccess: (answer) => {
          resolve.reset();
          onClose();
          void navigate(answer.caseId ? `/cases/${answer.caseId}` : `/cases?player=${target.userId}`);
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open={target !== null}
      title={target ? REPORTS_UI.openCase(target.name) : ''}
      body={target ? REPORTS_UI.openCaseBody(`${target.name} · ${target.userId}`, open) : ''}
      confirmLabel={REPORTS_UI.openCaseConfirm}
      pending={resolve.isPending}
      error={resolve.isError ? errorText(resolve.error, REPORTS_UI.openCaseFailed) : null}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
