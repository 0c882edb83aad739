// Confirms clearing a user's two-factor sign-in (a lost phone); they set it up again. Another
// administrator's reset asks for the signed-in administrator's own password (and code).
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import type { User } from '@staff-console/domain';
import { useAuth } from '../../../lib/auth-context';
import { useResetTwoFactor } from './api/security';
import { MutationConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { ADMIN_SECURITY_UI as T } from './security-messages';
import { EMPTY_STEP_UP, needsStepUp, StepUpFields, stepUpBody } from './step-up-fields';

export function ResetTwoFactorDialog({
  user,
  open,
  onClose,
  onReset,
}: {
  user: User | null;
  open: boolean;
  onClose: () => void;
  onReset: (message: string) => void;
}) {
  const mutation = useResetTwoFactor();
  const me = useAuth().user;
  const [confirmation, setConfirmation] = useState(EMPTY_STEP_UP);
  const stepUp = needsStepUp(user);
  const close = () => {
    setConfirmation(EMPTY_STEP_UP);
    mutation.reset();
    onClose();
  };
  return (
    <MutationConfirmDialog
      item={user}
      open={open}
      onClose={close}
      onDone={onReset}
      title={T.resetTitle}
      body={(target) =>
        stepUp ? (
          <Stack spacing={2}>
            <span>{T.resetBody(target.username)}</span>
            <StepUpFields
              target={target.username}
              withCode={me?.twoFactorEnabled === true}
              passwordProps={{
                value: confirmation.yourPassword,
                onChange: (e) => setConfirmation((c) => ({ ...c, yourPassword: e.target.value })),
                disabled: mutation.isPending,
                autoFocus: true,
              }}
              codeProps={{
                value: confirmation.yourCode,
                onChange: (e) => setConfirmation((c) => ({ ...c, yourCode: e.target.value })),
                disabled: mutation.isPending,
              }}
            />
          </Stack>
        ) : (
          T.resetBody(target.username)
        )
      }
      confirmLabel={T.resetConfirm}
      mutation={mutation}
      variables={(target) => ({ id: target.id, ...(stepUp ? { confirmation: stepUpBody(confirmation) } : {}) })}
      doneMessage={(res) => res.message ?? ''}
      failed={T.resetFailed}
    />
  );
}
