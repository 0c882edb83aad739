// The Roles tab (docs/RULES.md, "Screens and routes"): Name, Description, Permissions (at most 3 chips then '+N'), Type
// (System or Custom), Actions. System roles offer no edit or delete. On a phone each role is a card, so its permissions
// and actions are on screen without scrolling sideways.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import type { Role } from '@staff-console/domain';
import { ROLES_UI } from './roles-messages';
import { useRoles } from './api/roles';
import { DeleteRoleDialog } from './delete-role-dialog';
import { EditableTable, type RowDialogKind, useRowDialog } from '../../../components/list-screen';
import { PermissionChips } from './permission-chips';
import { RoleCards } from './role-cards';
import { RoleFormDialog } from './role-form-dialog';
import { RoleActions, RoleTypeChip } from './role-parts';
import { SuccessAlert, useSuccessAlert } from '../../../components/dialogs/success-alert';

const COLUMNS = ROLES_UI.columns;

export function RolesTab() {
  const roles = useRoles();
  const flash = useSuccessAlert();
  const rowDialog = useRowDialog<Role>();
  const { dialog, open, close } = rowDialog;
  const [invalid, setInvalid] = useState<string | null>(null);
  const openDialog = (kind: RowDialogKind, role: Role | null) => {
    setInvalid(null);
    // Only a role with an id can be updated or deleted (docs/RULES.md, "Messages").
    if (kind !== 'create' && !role?._id) {
      setInvalid(kind === 'edit' ? ROLES_UI.invalidUpdate : ROLES_UI.invalidDelete);
      return;
    }
    rowDialog.openDialog(kind, role);
  };
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const add = { label: ROLES_UI.add, icon: <AddIcon />, onClick: () => openDialog('create', null) };
  const loadError = roles.isError ? { message: ROLES_UI.loadFailed, onRetry: () => void roles.refetch() } : null;
  const actionsOf = (role: Role) => ({
    role,
    onEdit: () => openDialog('edit', role),
    onDelete: () => openDialog('delete', role),
    onDone: flash.show,
    onError: setInvalid,
  });

  return (
    <Box>
      <SuccessAlert message={flash.message} onClose={flash.clear} />
      {invalid ? (
        <Alert severity="error" onClose={() => setInvalid(null)} sx={{ mb: 2 }} role="alert">
          {invalid}
        </Alert>
      ) : null}
      {phone ? (
        <RoleCards items={roles.data} loading={roles.isPending} add={add} loadError={loadError} actionsOf={actionsOf} />
      ) : (
        <EditableTable
          label={ROLES_UI.tableLabel}
          minWidth={720}
          columns={[COLUMNS.name, COLUMNS.description, COLUMNS.permissions, COLUMNS.type]}
          actionsLabel={COLUMNS.actions}
          add={add}
          loading={roles.isPending}
          loadError={loadError}
        >
          {roles.data?.map((role) => (
            <TableRow key={role._id ?? `system:${role.name}`} hover data-testid="role-row" data-role={role.name}>
              <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{role.name}</TableCell>
              <TableCell sx={{ minWidth: 180 }}>{role.description}</TableCell>
              <TableCell sx={{ minWidth: 220 }}>
                <PermissionChips permissions={role.permissions} />
              </TableCell>
              <TableCell>
                <RoleTypeChip role={role} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <RoleActions {...actionsOf(role)} />
              </TableCell>
            </TableRow>
          ))}
        </EditableTable>
      )}

      {dialog && dialog.kind !== 'delete' ? (
        <RoleFormDialog key={dialog.key} role={dialog.kind === 'edit' ? dialog.row : null} open={open} onClose={close} onSaved={flash.show} />
      ) : null}
      {dialog?.kind === 'delete' ? <DeleteRoleDialog key={dialog.key} item={dialog.row} open={open} onClose={close} onDone={flash.show} /> : null}
    </Box>
  );
}
