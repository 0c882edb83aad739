// Turning two-factor sign-in off: the current password and a code (the app's or a recovery code).
import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@staff-console/domain';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { errorText, isApiError } from '../../../lib/api-client';
import { CodeField, codeProblem } from './code-field';
import { useTwoFactorDisable } from './security-api';
import { TWO_FACTOR_UI as T } from './security-messages';

const serverSentence = (e: unknown) => (isApiError(e) ? e.serverMessage : null);

/** Mount one per opening. */
export function TwoFactorDisableDialog({ open, onClose, onDisabled }: { open: boolean; onClose: () => void; onDisabled: (message: string) => void }) {
  const mutation = useTwoFactorDisable();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

  const submit = () => {
    const noPassword = password === '' ? MESSAGES.currentPasswordRequired : null;
    const noCode = codeProblem(code);
    setPasswordError(noPassword);
    setCodeError(noCode);
    if (noPassword || noCode) return;
    mutation.mutate(
      { password, code: code.trim() },
      {
        onSuccess: (res) => onDisabled(res.message ?? T.turnedOff),
        onError: (err) => {
          const sentence = serverSentence(err);
          if (sentence === MESSAGES.currentPasswordIncorrect) setPasswordError(sentence);
          if (sentence === MESSAGES.twoFactorCodeInvalid) setCodeError(sentence);
        },
      },
    );
  };
  const onAField = [MESSAGES.currentPasswordIncorrect, MESSAGES.twoFactorCodeInvalid] as string[];
  const generalError = mutation.isError && !onAField.includes(serverSentence(mutation.error) ?? '') ? errorText(mutation.error, T.disableFailed) : null;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      titleId="two-factor-disable-title"
      title={T.disableTitle}
      size="xs"
      spacing={1}
      pending={mutation.isPending}
      formError={generalError}
      onSubmit={submit}
      submitLabel={T.turnOff}
      danger
    >
      <Typography sx={{ mb: 1 }}>{T.disableBody}</Typography>
      <FormTextField
        label={T.password}
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="current-password"
        autoFocus
        required
        error={passwordError !== null}
        helperText={passwordError ?? ' '}
        disabled={mutation.isPending}
      />
      <CodeField label={T.codeOrRecoveryLabel} value={code} onChange={setCode} error={codeError} disabled={mutation.isPending} numeric={false} />
    </FormDialog>
  );
}
