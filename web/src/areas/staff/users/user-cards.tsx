// The Users tab on a phone: one card per account (name, e-mail, role, status and its actions), so
// nothing needs a sideways scroll at 390 px.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { User } from '@staff-console/domain';
import { USERS_UI } from './users-messages';
import { ListCard, ListCards, CardFooter, CardTitle, type CardListProps } from '../../../components/list-screen';
import { EmailText } from './email-text';
import { TwoFactorMark } from './user-security-actions';
import { RoleChip, StatusChip, UserActions, type UserActionsProps } from './user-parts';

export type UserCardsProps = CardListProps<User, UserActionsProps>;

export function UserCards({ items: users, loading, add, loadError, actionsOf }: UserCardsProps) {
  return (
    <ListCards label={USERS_UI.tableLabel} add={add} loading={loading} loadError={loadError} empty={users?.length === 0 ? USERS_UI.empty : null}>
      {users?.map((u) => {
        const actions = actionsOf(u);
        return (
          <ListCard key={u.id} data-testid="user-row" data-username={u.username}>
            <CardTitle name={u.username}>
              {actions.self ? <Chip label={USERS_UI.you} size="small" /> : null}
              <TwoFactorMark user={u} />
            </CardTitle>
            {u.displayName ? (
              <Typography variant="body2" sx={{ overflowWrap: 'break-word' }}>
                {u.displayName}
              </Typography>
            ) : null}
            <Box sx={{ mt: 0.5 }}>
              <EmailText email={u.email} testId="user-email" />
            </Box>
            <CardFooter actions={<UserActions {...actions} />}>
              <RoleChip user={u} />
              <StatusChip user={u} />
            </CardFooter>
          </ListCard>
        );
      })}
    </ListCards>
  );
}
