// The delete mode of the role dialogs.
import { useState } from 'react';
import Typography from '@mui/material/Typography';
import type { Role } from '@staff-console/domain';
import { ADMIN_UI } from '../../../components/admin/admin-messages';
import { MutationConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { ROLES_UI } from './roles-messages';
import { useDeleteRole } from './api/roles';

export function DeleteRoleDialog(props: { role: Role | null; open: boolean; onClose: () => void; onDeleted: (message: string) => void }) {
  const [invalid, setInvalid] = useState(false);
  const inUse = props.role?.userCount ?? 0;
  return (
    <MutationConfirmDialog
      item={props.role}
      open={props.open}
      onClose={props.onClose}
      onDone={props.onDeleted}
      title={ROLES_UI.deleteTitle}
      body={(role) => (
        <>
          {ROLES_UI.deleteBody(role.name)}
          {inUse > 0 ? (
            <Typography variant="body2" color="warning.main" component="span" sx={{ display: 'block', mt: 1 }}>
              {ROLES_UI.inUse(inUse)}
            </Typography>
          ) : null}
        </>
      )}
      confirmLabel={ADMIN_UI.delete}
      mutation={useDeleteRole()}
      // A role without an id (a system role) cannot be the target of a deletion (docs/RULES.md, "Messages").
      check={(role) => {
        setInvalid(!role._id);
        return Boolean(role._id);
      }}
      variables={(role) => role._id ?? ''}
      doneMessage={() => ROLES_UI.deleted}
      failed={ROLES_UI.deleteFailed}
      error={invalid ? ROLES_UI.invalidDelete : null}
    />
  );
}
