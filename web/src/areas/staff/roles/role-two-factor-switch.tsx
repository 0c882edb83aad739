// The Roles tab's "Require two-factor sign-in" switch for one role (system roles too). Turning it
// on asks first: members without two-factor can then open only their profile until they set it up.
import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { isAdmin, permissionSubject, type Role } from '@staff-console/domain';
import { useAuth } from '../../../lib/auth-context';
import { useSetRoleTwoFactor } from '../users/api/security';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { ADMIN_SECURITY_UI as T } from '../users/security-messages';
import { mutationErrorText } from '../../../components/dialogs/server-errors';

/** A custom role is named by its id, a system role by its name (as users' `role` names them). */
export const roleKey = (role: Role): string => role._id ?? role.name;

export interface RoleTwoFactorSwitchProps {
  role: Role;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}

export function RoleTwoFactorSwitch({ role, onDone, onError }: RoleTwoFactorSwitchProps) {
  const { user: me, recheckSession } = useAuth();
  const mutation = useSetRoleTwoFactor();
  const [confirming, setConfirming] = useState(false);
  const required = role.requireTwoFactor === true;
  // The admin role's requirement binds every holder of `admin`, whatever their role.
  const mine = me?.role === roleKey(role) || (role.system && role.name === 'admin' && isAdmin(permissionSubject(me)));

  const apply = (next: boolean) =>
    mutation.mutate(
      { id: roleKey(role), required: next },
      {
        onSuccess: (res) => {
          setConfirming(false);
          onDone(res.message);
          // My own role: the server now keeps me on the profile until I set it up.
          if (mine) void recheckSession();
        },
        onError: (e) => {
          if (!next) onError(mutationErrorText(e, T.requireFailed));
        },
      },
    );

  return (
    <>
      <Tooltip title={T.requireLabel}>
        <FormControlLabel
          sx={{ mr: 1, ml: 0 }}
          label={T.requireShort}
          control={
            <Switch
              size="small"
              checked={required}
              disabled={mutation.isPending}
              onChange={(_e, next) => {
                mutation.reset();
                if (next) setConfirming(true);
                else apply(false);
              }}
              slotProps={{ input: { 'aria-label': T.requireFor(role.name) } }}
            />
          }
        />
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        title={T.requireTitle}
        body={T.requireBody(role.name, mine)}
        confirmLabel={T.requireConfirm}
        pending={mutation.isPending}
        error={mutation.isError ? mutationErrorText(mutation.error, T.requireFailed) : null}
        onConfirm={() => apply(true)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
