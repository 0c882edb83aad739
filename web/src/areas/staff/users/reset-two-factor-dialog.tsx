// Confirms clearing a user's two-factor sign-in (a lost phone); they set it up again. Another
// administrator's reset asks for the signed-in administrator's own password (and code).
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import type { User } from '@staff-console/domain';
import { useAuth } from '../../../lib/auth-context';
import { useResetTwoFactor } from './api/security';
import { type ItemDialogProps, MutationConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { ADMIN_SECURITY_UI as T } from './security-messages';
import { EMPTY_STEP_UP, needsStepUp, StepUpFields, stepUpBody } from './step-up-fields';

const words = { title: T.resetTitle, confirm: T.resetConfirm, failed: T.resetFailed, done: (res: { message?: string }) => res.message ?? '' };

export function ResetTwoFactorDialog({ item: user, open, onClose, onDone }: ItemDialogProps<User>) {
  const mutation = useResetTwoFactor();
  const me = useAuth().user;
  const [confirmation, setConfirmation] = useState(EMPTY_STEP_UP);
  const stepUp = needsStepUp(user);
  const close = () => {
    setConfirmation(EMPTY_STEP_UP);
    mutation.reset();
    onClose();
  };
  const stepUpFields = (target: User) => (
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
  );
  const ask = (target: User) => ({
    body: stepUp ? (
      <Stack spacing={2}>
        <span>{T.resetBody(target.username)}</span>
        {stepUpFields(target)}
      </Stack>
    ) : (
      T.resetBody(target.username)
    ),
    send: { id: target.id, ...(stepUp ? { confirmation: stepUpBody(confirmation) } : {}) },
  });
  return <MutationConfirmDialog item={user} open={open} onClose={close} onDone={onDone} words={words} mutation={mutation} ask={ask} />;
}
