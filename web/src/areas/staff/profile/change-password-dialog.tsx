import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, ProfileBody } from '@staff-console/domain';
import type { z } from 'zod';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { fieldError } from '../../../components/dialogs/server-errors';
import { FormTextField } from '../../../components/form-text-field';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { muiField } from '../../../lib/form';
import { UI } from '../../../lib/messages';
import { useUpdateProfile } from './update-profile';

type PasswordInput = z.input<typeof ProfileBody>;
const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** The password change: idle → processing → closed on success, or an error (docs/RULES.md, "Sign-in and sessions"). */
export function ChangePasswordDialog({ open, onClose, onChanged }: { open: boolean; onClose: () => void; onChanged: (message: string) => void }) {
  const { setSession, updateUser } = useAuth();
  const mutation = useUpdateProfile();
  const form = useForm<PasswordInput, unknown, ProfileBody>({ resolver: zodResolver(ProfileBody), defaultValues: EMPTY });
  const { register, handleSubmit, formState, reset, setError, setFocus } = form;
  const generalError = mutation.isError && !isCurrentPasswordError(mutation.error) ? generalText(mutation.error) : null;

  // Focus once the fields are enabled again (they are disabled while the request runs).
  const wrongCurrent = mutation.isError && isCurrentPasswordError(mutation.error);
  useEffect(() => {
    if (wrongCurrent) setFocus('currentPassword', { shouldSelect: true });
  }, [wrongCurrent, setFocus]);

  const close = () => {
    if (mutation.isPending) return;
    reset(EMPTY);
    mutation.reset();
    onClose();
  };

  const onSubmit = handleSubmit((values) => {
    mutation.mutate(
      { currentPassword: values.currentPassword, password: values.password, confirmPassword: values.confirmPassword },
      {
        onSuccess: (res) => {
          // The server ends every older token; keep this session on the fresh one (docs/RULES.md, "API").
          if (res.token) setSession(res.token, res.user);
          else updateUser(res.user);
          reset(EMPTY);
          mutation.reset();
          onClose();
          onChanged(UI.passwordChanged);
        },
        onError: (e) => {
          if (isCurrentPasswordError(e)) {
            setError('currentPassword', { type: 'server', message: MESSAGES.currentPasswordIncorrect });
          }
        },
      },
    );
  });

  const field = (name: 'currentPassword' | 'password' | 'confirmPassword', label: string, autoComplete: string, autoFocus = false) => (
    <FormTextField
      {...muiField(register(name))}
      label={label}
      type="password"
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      required
      fullWidth
      {...fieldError(formState.errors[name], ' ')}
      disabled={mutation.isPending}
    />
  );

  return (
    <FormDialog
      open={open}
      onClose={close}
      titleId="change-password-title"
      title={UI.changePassword}
      size="xs"
      spacing={1}
      pending={mutation.isPending}
      formError={generalError}
      onSubmit={onSubmit}
      submitLabel={UI.changePassword}
    >
      {field('currentPassword', UI.currentPassword, 'current-password', true)}
      {field('password', UI.newPassword, 'new-password')}
      {field('confirmPassword', UI.confirmPassword, 'new-password')}
    </FormDialog>
  );
}

function isCurrentPasswordError(e: unknown): boolean {
  return isApiError(e) && e.serverMessage === MESSAGES.currentPasswordIncorrect;
}

/** Other failures are one general message: the server's sentence, else ours (docs/RULES.md, "Messages"). */
function generalText(e: unknown): string {
  return (isApiError(e) && e.kind === 'http' && e.serverMessage) || UI.passwordUpdateFailed;
}
