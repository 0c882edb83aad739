// The Roles tab (docs/RULES.md, "Screens and routes"): Name, Description, Permissions (at most 3 chips then '+N'), Type
// (System or Custom), Actions. System roles offer no edit or delete.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
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
import { LoadError } from './load-error';
import { PermissionChips } from './permission-chips';
import { RoleFormDialog } from './role-form-dialog';
import { RoleTwoFactorSwitch } from './role-two-factor-switch';
import { SuccessAlert, useSuccessAlert } from './success-alert';

type DialogState = { kind: 'create' | 'edit' | 'delete'; role: Role | null; key: number };

const COLUMNS = ROLES_UI.columns;

export function RolesTab() {
  const roles = useRoles();
  const flash = useSuccessAlert();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [open, setOpen] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const openDialog = (kind: DialogState['kind'], role: Role | null) => {
    setInvalid(null);
    // Only a role with an id can be updated or deleted (docs/RULES.md, "Messages").
    if (kind !== 'create' && !role?._id) {
      setInvalid(kind === 'edit' ? ROLES_UI.invalidUpdate : ROLES_UI.invalidDelete);
      return;
    }
    setDialog((prev) => ({ kind, role, key: (prev?.key ?? 0) + 1 }));
    setOpen(true);
  };
  const close = () => setOpen(false);

  return (
    <Box>
      <SuccessAlert message={flash.message} onClose={flash.clear} />
      {invalid ? (
        <Alert severity="error" onClose={() => setInvalid(null)} sx={{ mb: 2 }} role="alert">
          {invalid}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => openDialog('create', null)}>
          {ROLES_UI.add}
        </Button>
      </Box>
      {roles.isError ? <LoadError message={ROLES_UI.loadFailed} onRetry={() => void roles.refetch()} /> : null}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={ROLES_UI.tableLabel} sx={{ minWidth: 720 }}>
          <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableRow>
              <TableCell>{COLUMNS.name}</TableCell>
              <TableCell>{COLUMNS.description}</TableCell>
              <TableCell>{COLUMNS.permissions}</TableCell>
              <TableCell>{COLUMNS.type}</TableCell>
              <TableCell align="right">{COLUMNS.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {roles.isPending
              ? [0, 1, 2].map((i) => (
                  <TableRow key={i}>
                    {[0, 1, 2, 3, 4].map((j) => (
                      <TableCell key={j}>
                        <Skeleton />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : null}
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
          </TableBody>
        </Table>
      </TableContainer>

      {dialog && dialog.kind !== 'delete' ? (
        <RoleFormDialog key={dialog.key} role={dialog.kind === 'edit' ? dialog.role : null} open={open} onClose={close} onSaved={flash.show} />
      ) : null}
      {dialog?.kind === 'delete' ? <DeleteRoleDialog key={dialog.key} role={dialog.role} open={open} onClose={close} onDeleted={flash.show} /> : null}
    </Box>
  );
}
