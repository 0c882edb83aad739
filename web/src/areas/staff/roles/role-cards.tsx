// The Roles tab on a phone: one card per role (name, type, description, permissions and its
// actions), so nothing needs a sideways scroll at 390 px.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Role } from '@staff-console/domain';
import { ROLES_UI } from './roles-messages';
import { ListCard, ListCards, CardFooter, CardTitle, type CardListProps } from '../../../components/list-screen';
import { PermissionChips } from './permission-chips';
import { RoleActions, type RoleActionsProps, RoleTypeChip } from './role-parts';

export type RoleCardsProps = CardListProps<Role, RoleActionsProps>;

export function RoleCards({ items: roles, loading, add, loadError, actionsOf }: RoleCardsProps) {
  return (
    <ListCards label={ROLES_UI.tableLabel} add={add} loading={loading} loadError={loadError} empty={null}>
      {roles?.map((role) => (
        <ListCard key={role._id ?? `system:${role.name}`} data-testid="role-row" data-role={role.name}>
          <CardTitle name={role.name}>
            <RoleTypeChip role={role} />
          </CardTitle>
          {role.description ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word', mt: 0.5 }}>
              {role.description}
            </Typography>
          ) : null}
          <Box sx={{ mt: 1 }}>
            <PermissionChips permissions={role.permissions} />
          </Box>
          <CardFooter actions={<RoleActions {...actionsOf(role)} />} />
        </ListCard>
      ))}
    </ListCards>
  );
}
