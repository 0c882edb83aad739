// The delete mode of the user dialogs.
import type { User } from '@staff-console/domain';
import { ADMIN_UI } from '../../../components/admin/admin-messages';
import { MutationConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { USERS_UI } from './users-messages';
import { useDeleteUser } from './api/users';

export function DeleteUserDialog(props: { user: User | null; open: boolean; onClose: () => void; onDeleted: (message: string) => void }) {
  return (
    <MutationConfirmDialog
      item={props.user}
      open={props.open}
      onClose={props.onClose}
      onDone={props.onDeleted}
      title={USERS_UI.deleteTitle}
      body={(user) => USERS_UI.deleteBody(user.username)}
      confirmLabel={ADMIN_UI.delete}
      mutation={useDeleteUser()}
      variables={(user) => user.id}
      doneMessage={() => USERS_UI.deleted}
      failed={USERS_UI.deleteFailed}
    />
  );
}
