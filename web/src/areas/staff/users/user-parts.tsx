// The parts of one staff account that the Users table and the phone's cards both show: role and
// status chips, and the row's actions (security, edit, delete).
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { isAdmin, permissionSubject, roleDisplayName } from '@staff-console/domain';
import type { User } from '@staff-console/domain';
import { USERS_UI } from './users-messages';
import { UserSecurityActions } from './user-security-actions';

export function RoleChip({ user }: { user: User }) {
  const admin = isAdmin(permissionSubject(user));
  return (
    <Chip
      label={roleDisplayName(permissionSubject(user))}
      size="small"
      color={admin ? 'error' : 'default'}
      variant={admin ? 'filled' : 'outlined'}
      data-testid="user-role"
    />
  );
}

export function StatusChip({ user }: { user: User }) {
  return (
    <Chip
      label={user.active ? USERS_UI.active : USERS_UI.inactive}
      size="small"
      color={user.active ? 'success' : 'default'}
      variant={user.active ? 'filled' : 'outlined'}
      data-testid="user-status"
    />
  );
}

export interface UserActionsProps {
  user: User;
  self: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onDone: (message: string) => void;
}

export function UserActions({ user, self, onEdit, onDelete, onDone }: UserActionsProps) {
  return (
    <>
      <UserSecurityActions user={user} onDone={onDone} />
      <Tooltip title={USERS_UI.editUser(user.username)}>
        <IconButton aria-label={USERS_UI.editUser(user.username)} onClick={onEdit}>
          <EditOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={self ? USERS_UI.cannotDeleteSelf : USERS_UI.deleteUser(user.username)}>
        {/* A span keeps the tooltip working on the disabled button. */}
        <span>
          <IconButton aria-label={USERS_UI.deleteUser(user.username)} color="error" disabled={self} onClick={onDelete}>
            <DeleteOutlineIcon />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
