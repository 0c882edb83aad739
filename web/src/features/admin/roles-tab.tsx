// The Roles tab (docs/RULES.md, "Screens and routes"): Name, Description, Permissions (at most 3 chips then '+N'), Type
// (System or Custom), Actions. System roles offer no edit or delete.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { Role } from '@staff-console/domain';
import { ROLES_UI } from './admin-messages';
import { useRoles } from './api/roles';
import { DeleteRoleDialog } from './delete-role-dialog';
import { AdminTable, type RowDialogKind, useRowDialog } from './admin-table';
import { PermissionChips } from './permission-chips';
import { RoleFormDialog } from './role-form-dialog';
import { RoleTwoFactorSwitch } from './role-two-factor-switch';
import { SuccessAlert, useSuccessAlert } from './success-alert';

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

  return (
    <Box>
      <SuccessAlert message={flash.message} onClose={flash.clear} />
      {invalid ? (
        <Alert severity="error" onClose={() => setInvalid(null)} sx={{ mb: 2 }} role="alert">
          {invalid}
        </Alert>
      ) : null}
      <AdminTable
        label={ROLES_UI.tableLabel}
        minWidth={720}
        columns={[COLUMNS.name, COLUMNS.description, COLUMNS.permissions, COLUMNS.type]}
        actionsLabel={COLUMNS.actions}
        add={{ label: ROLES_UI.add, icon: <AddIcon />, onClick: () => openDialog('create', null) }}
        loading={roles.isPending}
        loadError={roles.isError ? { message: ROLES_UI.loadFailed, onRetry: () => void roles.refetch() } : null}
      >
        {roles.data?.map((role) => (
          <TableRow key={role._id ?? `system:${role.name}`} hover data-testid="role-row" data-role={role.name}>
            <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{role.name}</TableCell>
            <TableCell sx={{ minWidth: 180 }}>{role.description}</TableCell>
            <TableCell sx={{ minWidth: 220 }}>
              <PermissionChips permissions={role.permissions} />
            </TableCell>
            <TableCell>
              <Chip label={role.system ? ROLES_UI.system : ROLES_UI.custom} size="small" color={role.system ? 'secondary' : 'primary'} variant="outlined" />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <RoleTwoFactorSwitch role={role} onDone={flash.show} onError={setInvalid} />
              {role.system ? (
                <Tooltip title={ROLES_UI.protected}>
                  <LockOutlinedIcon color="disabled" titleAccess={ROLES_UI.protected} sx={{ mx: 1, verticalAlign: 'middle' }} />
                </Tooltip>
              ) : (
                <>
                  <Tooltip title={ROLES_UI.editRole(role.name)}>
                    <IconButton aria-label={ROLES_UI.editRole(role.name)} onClick={() => openDialog('edit', role)}>
                      <EditOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={ROLES_UI.deleteRole(role.name)}>
                    <IconButton aria-label={ROLES_UI.deleteRole(role.name)} color="error" onClick={() => openDialog('delete', role)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Tooltip>
                </>
              )}
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>

      {dialog && dialog.kind !== 'delete' ? (
        <RoleFormDialog key={dialog.key} role={dialog.kind === 'edit' ? dialog.row : null} open={open} onClose={close} onSaved={flash.show} />
      ) : null}
      {dialog?.kind === 'delete' ? <DeleteRoleDialog key={dialog.key} role={dialog.row} open={open} onClose={close} onDeleted={flash.show} /> : null}
    </Box>
  );
}
