// The delete mode of the user dialogs.
import type { User } from '@staff-console/domain';
import { ADMIN_UI } from '../../../components/admin/admin-messages';
import { confirmDialogOf } from '../../../components/dialogs/confirm-dialog';
import { USERS_UI } from './users-messages';
import { useDeleteUser } from './api/users';

const words = { title: USERS_UI.deleteTitle, confirm: ADMIN_UI.delete, failed: USERS_UI.deleteFailed, done: () => USERS_UI.deleted };
export const DeleteUserDialog = confirmDialogOf(words, useDeleteUser, (user: User) => ({ body: USERS_UI.deleteBody(user.username), send: user.id }));
