// What a role's table row and its phone card share: the System or Custom chip, and the actions
// (the two-factor switch, then edit and delete; a lock instead for a system role).
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { Role } from '@staff-console/domain';
import { ROLES_UI } from './roles-messages';
import { RoleTwoFactorSwitch } from './role-two-factor-switch';

export function RoleTypeChip({ role }: { role: Role }) {
  return <Chip label={role.system ? ROLES_UI.system : ROLES_UI.custom} size="small" color={role.system ? 'secondary' : 'primary'} variant="outlined" />;
}

export interface RoleActionsProps {
  role: Role;
  onEdit: () => void;
  onDelete: () => void;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}

export function RoleActions({ role, onEdit, onDelete, onDone, onError }: RoleActionsProps) {
  return (
    <>
      <RoleTwoFactorSwitch role={role} onDone={onDone} onError={onError} />
      {role.system ? (
        <Tooltip title={ROLES_UI.protected}>
          <LockOutlinedIcon color="disabled" titleAccess={ROLES_UI.protected} sx={{ mx: 1, verticalAlign: 'middle' }} />
        </Tooltip>
      ) : (
        <>
          <Tooltip title={ROLES_UI.editRole(role.name)}>
            <IconButton aria-label={ROLES_UI.editRole(role.name)} onClick={onEdit}>
              <EditOutlinedIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={ROLES_UI.deleteRole(role.name)}>
            <IconButton aria-label={ROLES_UI.deleteRole(role.name)} color="error" onClick={onDelete}>
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        </>
      )}
    </>
  );
}
