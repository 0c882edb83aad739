// The Users tab (docs/RULES.md, "Screens and routes"): Username, Display Name, Email, Role, Status, Actions, with the create,
// edit and delete dialogs and a success alert that vanishes after 5 s.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import { isAdmin, permissionSubject, roleDisplayName } from '@staff-console/domain';
import type { User } from '@staff-console/domain';
import { useAuth } from '../../lib/auth-context';
import { USERS_UI } from './admin-messages';
import { useUsers } from './api/users';
import { DeleteUserDialog } from './delete-user-dialog';
import { AdminTable, useRowDialog } from './admin-table';
import { SuccessAlert, useSuccessAlert } from './success-alert';
import { UserFormDialog } from './user-form-dialog';
import { TwoFactorMark, UserSecurityActions } from './user-security-actions';

const COLUMNS = USERS_UI.columns;

export function UsersTab() {
  const { user: me } = useAuth();
  const users = useUsers();
  const flash = useSuccessAlert();
  const { dialog, open, openDialog, close } = useRowDialog<User>();

  return (
    <Box>
      <SuccessAlert message={flash.message} onClose={flash.clear} />
      <AdminTable
        label={USERS_UI.tableLabel}
        minWidth={760}
        columns={[COLUMNS.username, COLUMNS.displayName, COLUMNS.email, COLUMNS.role, COLUMNS.status]}
        actionsLabel={COLUMNS.actions}
        add={{ label: USERS_UI.add, icon: <PersonAddAlt1Icon />, onClick: () => openDialog('create', null) }}
        loading={users.isPending}
        loadError={users.isError ? { message: USERS_UI.loadFailed, onRetry: () => void users.refetch() } : null}
      >
        {users.data?.length === 0 ? (
          <TableRow>
            <TableCell colSpan={6} align="center" sx={{ py: 4, color: 'text.secondary' }}>
              {USERS_UI.empty}
            </TableCell>
          </TableRow>
        ) : null}
        {users.data?.map((u) => {
          const self = me?.id === u.id;
          const admin = isAdmin(permissionSubject(u));
          return (
            <TableRow key={u.id} hover data-testid="user-row" data-username={u.username}>
              <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {u.username}
                {self ? <Chip label={USERS_UI.you} size="small" sx={{ ml: 1 }} /> : null}
                <TwoFactorMark user={u} />
              </TableCell>
              <TableCell>{u.displayName}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>{u.email}</TableCell>
              <TableCell>
                <Chip label={roleDisplayName(permissionSubject(u))} size="small" color={admin ? 'error' : 'default'} variant={admin ? 'filled' : 'outlined'} />
              </TableCell>
              <TableCell>
                <Chip
                  label={u.active ? USERS_UI.active : USERS_UI.inactive}
                  size="small"
                  color={u.active ? 'success' : 'default'}
                  variant={u.active ? 'filled' : 'outlined'}
                />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <UserSecurityActions user={u} onDone={flash.show} />
                <Tooltip title={USERS_UI.editUser(u.username)}>
                  <IconButton aria-label={USERS_UI.editUser(u.username)} onClick={() => openDialog('edit', u)}>
                    <EditOutlinedIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title={self ? USERS_UI.cannotDeleteSelf : USERS_UI.deleteUser(u.username)}>
                  {/* A span keeps the tooltip working on the disabled button. */}
                  <span>
                    <IconButton aria-label={USERS_UI.deleteUser(u.username)} color="error" disabled={self} onClick={() => openDialog('delete', u)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </span>
                </Tooltip>
              </TableCell>
            </TableRow>
          );
        })}
      </AdminTable>

      {dialog && dialog.kind !== 'delete' ? (
        <UserFormDialog key={dialog.key} user={dialog.kind === 'edit' ? dialog.row : null} open={open} onClose={close} onSaved={flash.show} />
      ) : null}
      {dialog?.kind === 'delete' ? <DeleteUserDialog key={dialog.key} user={dialog.row} open={open} onClose={close} onDeleted={flash.show} /> : null}
    </Box>
  );
}
