// The delete mode of the user dialogs.
import type { User } from '@staff-console/domain';
import { ADMIN_UI } from '../../../components/admin/admin-messages';
import { USERS_UI } from './users-messages';
import { useDeleteUser } from './api/users';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { mutationErrorText } from '../../../components/dialogs/server-errors';

export function DeleteUserDialog({
  user,
  open,
  onClose,
  onDeleted,
}: {
  user: User | null;
  open: boolean;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const mutation = useDeleteUser();
  return (
    <ConfirmDialog
      open={open}
      title={USERS_UI.deleteTitle}
      body={user ? USERS_UI.deleteBody(user.username) : ''}
      confirmLabel={ADMIN_UI.delete}
      pending={mutation.isPending}
      error={mutation.isError ? mutationErrorText(mutation.error, USERS_UI.deleteFailed) : null}
      onClose={onClose}
      onConfirm={() => {
        if (!user) return;
        mutation.mutate(user.id, {
          onSuccess: () => {
            onDeleted(USERS_UI.deleted);
            onClose();
          },
        });
      }}
    />
  );
}
