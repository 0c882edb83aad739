// The Users tab on a phone: one card per account (name, e-mail, role, status and its actions), so
// nothing needs a sideways scroll at 390 px.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@staff-console/domain';
import { USERS_UI } from './admin-messages';
import { EmailText } from './email-text';
import { LoadError } from './load-error';
import { TwoFactorMark } from './user-security-actions';
import { RoleChip, StatusChip, UserActions, type UserActionsProps } from './user-parts';

export interface UserCardsProps {
  users: User[] | undefined;
  loading: boolean;
  add: { label: string; icon: ReactNode; onClick: () => void };
  loadError: { message: string; onRetry: () => void } | null;
  actionsOf: (user: User) => UserActionsProps;
}

export function UserCards({ users, loading, add, loadError, actionsOf }: UserCardsProps) {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={add.icon} onClick={add.onClick}>
          {add.label}
        </Button>
      </Box>
      {loadError ? <LoadError message={loadError.message} onRetry={loadError.onRetry} /> : null}
      <Stack spacing={1.5} component="ul" aria-label={USERS_UI.tableLabel} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {loading ? [0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={120} component="li" />) : null}
        {users?.length === 0 ? (
          <Typography component="li" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {USERS_UI.empty}
          </Typography>
        ) : null}
        {users?.map((u) => {
          const actions = actionsOf(u);
          return (
            <Paper key={u.id} component="li" variant="outlined" data-testid="user-row" data-username={u.username} sx={{ p: 1.5, minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'break-word', minWidth: 0 }}>{u.username}</Typography>
                {actions.self ? <Chip label={USERS_UI.you} size="small" /> : null}
                <TwoFactorMark user={u} />
              </Box>
              {u.displayName ? (
                <Typography variant="body2" sx={{ overflowWrap: 'break-word' }}>
                  {u.displayName}
                </Typography>
              ) : null}
              <Box sx={{ mt: 0.5 }}>
                <EmailText email={u.email} testId="user-email" />
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                <RoleChip user={u} />
                <StatusChip user={u} />
                <Box sx={{ ml: 'auto', display: 'flex' }}>
                  <UserActions {...actions} />
                </Box>
              </Box>
            </Paper>
          );
        })}
      </Stack>
    </>
  );
}
