// The delete mode of the role dialogs: it says how many users hold the role.
import Typography from '@mui/material/Typography';
import type { Role } from '@staff-console/domain';
import { ADMIN_UI } from '../../../components/admin/admin-messages';
import { confirmDialogOf } from '../../../components/dialogs/confirm-dialog';
import { ROLES_UI } from './roles-messages';
import { useDeleteRole } from './api/roles';

const words = { title: ROLES_UI.deleteTitle, confirm: ADMIN_UI.delete, failed: ROLES_UI.deleteFailed, done: () => ROLES_UI.deleted };

const ask = (role: Role) => ({
  body: (
    <>
      {ROLES_UI.deleteBody(role.name)}
      {(role.userCount ?? 0) > 0 ? (
        <Typography variant="body2" color="warning.main" component="span" sx={{ display: 'block', mt: 1 }}>
          {ROLES_UI.inUse(role.userCount ?? 0)}
        </Typography>
      ) : null}
    </>
  ),
  send: role._id ?? '',
  // A role without an id (a system role) cannot be the target of a deletion (docs/RULES.md, "Messages").
  refusal: role._id ? undefined : ROLES_UI.invalidDelete,
});

export const DeleteRoleDialog = confirmDialogOf(words, useDeleteRole, ask);
