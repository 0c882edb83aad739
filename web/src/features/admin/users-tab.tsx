// The Users tab (docs/RULES.md, "Screens and routes"): Username, Display Name, Email, Role, Status, Actions, with the create,
// edit and delete dialogs and a success alert that vanishes after 5 s.
import { useState } from 'react';
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
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import { isAdmin, permissionSubject, roleDisplayName } from '@staff-console/domain';
import type { User } from '@staff-console/domain';
import { useAuth } from '../../lib/auth-context';
import { USERS_UI } from './admin-messages';
import { useUsers } from './api/users';
import { DeleteUserDialog } from './delete-user-dialog';
import { LoadError } from './load-error';
import { SuccessAlert, useSuccessAlert } from './success-alert';
import { UserFormDialog } from './user-form-dialog';
import { TwoFactorMark, UserSecurityActions } from './user-security-actions';

type DialogState = { kind: 'create' | 'edit' | 'delete'; user: User | null; key: number };

const COLUMNS = USERS_UI.columns;

function SkeletonRows() {
  return (
    <>
      {[0, 1, 2].map((i) => (
        <TableRow key={i}>
          {[0, 1, 2, 3, 4, 5].map((j) => (
            <TableCell key={j}>
              <Skeleton />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}

export function UsersTab() {
  const { user: me } = useAuth();
  const users = useUsers();
  const flash = useSuccessAlert();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [open, setOpen] = useState(false);
  const openDialog = (kind: DialogState['kind'], user: User | null) => {
    setDialog((prev) => ({ kind, user, key: (prev?.key ?? 0) + 1 }));
    setOpen(true);
  };
  const close = () => setOpen(false);

  return (
    <Box>
      <SuccessAlert message={flash.message} onClose={flash.clear} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<PersonAddAlt1Icon />} onClick={() => openDialog('create', null)}>
          {USERS_UI.add}
        </Button>
      </Box>
      {users.isError ? <LoadError message={USERS_UI.loadFailed} onRetry={() => void users.refetch()} /> : null}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={USERS_UI.tableLabel} sx={{ minWidth: 760 }}>
          <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableRow>
              <TableCell>{COLUMNS.username}</TableCell>
              <TableCell>{COLUMNS.displayName}</TableCell>
              <TableCell>{COLUMNS.email}</TableCell>
              <TableCell>{COLUMNS.role}</TableCell>
              <TableCell>{COLUMNS.status}</TableCell>
              <TableCell align="right">{COLUMNS.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {users.isPending ? <SkeletonRows /> : null}
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
                    <Chip
                      label={roleDisplayName(permissionSubject(u))}
                      size="small"
                      color={admin ? 'error' : 'default'}
                      variant={admin ? 'filled' : 'outlined'}
                    />
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
          </TableBody>
        </Table>
      </TableContainer>

      {dialog && dialog.kind !== 'delete' ? (
        <UserFormDialog key={dialog.key} user={dialog.kind === 'edit' ? dialog.user : null} open={open} onClose={close} onSaved={flash.show} />
      ) : null}
      {dialog?.kind === 'delete' ? <DeleteUserDialog key={dialog.key} user={dialog.user} open={open} onClose={close} onDeleted={flash.show} /> : null}
    </Box>
  );
}
