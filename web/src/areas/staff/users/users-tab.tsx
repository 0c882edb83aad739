// The Users tab (docs/RULES.md, "Screens and routes"): Username, Display Name, Email, Role, Status, Actions, with the create,
// edit and delete dialogs and a success alert that vanishes after 5 s. On a phone each account is a card, so its role,
// status and actions are on screen without scrolling sideways.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import type { User } from '@staff-console/domain';
import { useAuth } from '../../../lib/auth-context';
import { USERS_UI } from './users-messages';
import { useUsers } from './api/users';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditableTable, useRowDialog } from '../../../components/list-screen';
import { EmailText } from './email-text';
import { SuccessAlert, useSuccessAlert } from '../../../components/dialogs/success-alert';
import { UserCards } from './user-cards';
import { RoleChip, StatusChip, UserActions } from './user-parts';
import { UserFormDialog } from './user-form-dialog';
import { TwoFactorMark } from './user-security-actions';

const COLUMNS = USERS_UI.columns;

export function UsersTab() {
  const { user: me } = useAuth();
  const users = useUsers();
  const flash = useSuccessAlert();
  const { dialog, open, openDialog, close } = useRowDialog<User>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const add = { label: USERS_UI.add, icon: <PersonAddAlt1Icon />, onClick: () => openDialog('create', null) };
  const loadError = users.isError ? { message: USERS_UI.loadFailed, onRetry: () => void users.refetch() } : null;
  const actionsOf = (u: User) => ({
    user: u,
    self: me?.id === u.id,
    onEdit: () => openDialog('edit', u),
    onDelete: () => openDialog('delete', u),
    onDone: flash.show,
  });

  return (
    <Box>
      <SuccessAlert message={flash.message} onClose={flash.clear} />
      {phone ? (
        <UserCards items={users.data} loading={users.isPending} add={add} loadError={loadError} actionsOf={actionsOf} />
      ) : (
        <EditableTable
          label={USERS_UI.tableLabel}
          minWidth={760}
          columns={[COLUMNS.username, COLUMNS.displayName, COLUMNS.email, COLUMNS.role, COLUMNS.status]}
          actionsLabel={COLUMNS.actions}
          add={add}
          loading={users.isPending}
          loadError={loadError}
        >
          {users.data?.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {USERS_UI.empty}
              </TableCell>
            </TableRow>
          ) : null}
          {users.data?.map((u) => (
            <TableRow key={u.id} hover data-testid="user-row" data-username={u.username}>
              <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {u.username}
                {me?.id === u.id ? <Chip label={USERS_UI.you} size="small" sx={{ ml: 1 }} /> : null}
                <TwoFactorMark user={u} />
              </TableCell>
              <TableCell>{u.displayName}</TableCell>
              <TableCell sx={{ minWidth: 160, maxWidth: 280 }}>
                <EmailText email={u.email} testId="user-email" />
              </TableCell>
              <TableCell>
                <RoleChip user={u} />
              </TableCell>
              <TableCell>
                <StatusChip user={u} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <UserActions {...actionsOf(u)} />
              </TableCell>
            </TableRow>
          ))}
        </EditableTable>
      )}

      {dialog && dialog.kind !== 'delete' ? (
        <UserFormDialog key={dialog.key} user={dialog.kind === 'edit' ? dialog.row : null} open={open} onClose={close} onSaved={flash.show} />
      ) : null}
      {dialog?.kind === 'delete' ? <DeleteUserDialog key={dialog.key} item={dialog.row} open={open} onClose={close} onDone={flash.show} /> : null}
    </Box>
  );
}
