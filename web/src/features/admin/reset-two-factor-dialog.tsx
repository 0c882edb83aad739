// Confirms clearing a user's two-factor sign-in (a lost phone); they set it up again.
import type { User } from '@staff-console/domain';
import { useResetTwoFactor } from './api/security';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ADMIN_SECURITY_UI as T } from './security-messages';
import { mutationErrorText } from './server-errors';

export function ResetTwoFactorDialog({
  user,
  open,
  onClose,
  onReset,
}: {
  user: User | null;
  open: boolean;
  onClose: () => void;
  onReset: (message: string) => void;
}) {
  const mutation = useResetTwoFactor();
  return (
    <ConfirmDialog
      open={open}
      title={T.resetTitle}
      body={user ? T.resetBody(user.username) : ''}
      confirmLabel={T.resetConfirm}
      pending={mutation.isPending}
      error={mutation.isError ? mutationErrorText(mutation.error, T.resetFailed) : null}
      onClose={onClose}
      onConfirm={() => {
        if (!user) return;
        mutation.mutate(user.id, {
          onSuccess: (res) => {
            onReset(res.message ?? '');
            onClose();
          },
        });
      }}
    />
  );
}
