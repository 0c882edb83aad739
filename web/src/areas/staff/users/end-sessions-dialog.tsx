// Confirms ending every session of a user; the server's sentence ('2 sessions ended') is the result.
import type { User } from '@staff-console/domain';
import { useEndUserSessions } from './api/security';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { ADMIN_SECURITY_UI as T } from './security-messages';
import { mutationErrorText } from '../../../components/dialogs/server-errors';

export function EndSessionsDialog({
  user,
  open,
  onClose,
  onEnded,
}: {
  user: User | null;
  open: boolean;
  onClose: () => void;
  onEnded: (message: string) => void;
}) {
  const mutation = useEndUserSessions();
  return (
    <ConfirmDialog
      open={open}
      title={T.endSessionsTitle}
      body={user ? T.endSessionsBody(user.username) : ''}
      confirmLabel={T.endSessionsConfirm}
      pending={mutation.isPending}
      error={mutation.isError ? mutationErrorText(mutation.error, T.endSessionsFailed) : null}
      onClose={onClose}
      onConfirm={() => {
        if (!user) return;
        mutation.mutate(user.id, {
          onSuccess: (res) => {
            onEnded(res.message);
            onClose();
          },
        });
      }}
    />
  );
}
