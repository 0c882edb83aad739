// The delete mode of the role dialogs.
import { useState } from 'react';
import Typography from '@mui/material/Typography';
import type { Role } from '@staff-console/domain';
import { ADMIN_UI } from '../../../components/admin/admin-messages';
import { ROLES_UI } from './roles-messages';
import { useDeleteRole } from './api/roles';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { mutationErrorText } from '../../../components/dialogs/server-errors';

export function DeleteRoleDialog({
  role,
  open,
  onClose,
  onDeleted,
}: {
  role: Role | null;
  open: boolean;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const mutation = useDeleteRole();
  const [invalid, setInvalid] = useState(false);
  const inUse = role?.userCount ?? 0;
  const error = invalid ? ROLES_UI.invalidDelete : mutation.isError ? mutationErrorText(mutation.error, ROLES_UI.deleteFailed) : null;
  return (
    <ConfirmDialog
      open={open}
      title={ROLES_UI.deleteTitle}
      body={
        <>
          {role ? ROLES_UI.deleteBody(role.name) : ''}
          {inUse > 0 ? (
            <Typography variant="body2" color="warning.main" component="span" sx={{ display: 'block', mt: 1 }}>
              {ROLES_UI.inUse(inUse)}
            </Typography>
          ) : null}
        </>
      }
      confirmLabel={ADMIN_UI.delete}
      pending={mutation.isPending}
      error={error}
      onClose={onClose}
      onConfirm={() => {
        // A role without an id (a system role) cannot be the target of a deletion (docs/RULES.md, "Messages").
        if (!role?._id) {
          setInvalid(true);
          return;
        }
        mutation.mutate(role._id, {
          onSuccess: () => {
            onDeleted(ROLES_UI.deleted);
            onClose();
          },
        });
      }}
    />
  );
}
