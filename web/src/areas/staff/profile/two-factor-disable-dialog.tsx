// Turning two-factor sign-in off: the current password and a code (the app's or a recovery code).
import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@staff-console/domain';
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

  const submit = (e: FormEvent) => {
    e.preventDefault();
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
    <Dialog open={open} onClose={mutation.isPending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="two-factor-disable-title">
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="two-factor-disable-title">
        <DialogTitle id="two-factor-disable-title">{T.disableTitle}</DialogTitle>
        <DialogContent>
          {generalError ? (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {generalError}
            </Alert>
          ) : null}
          <Typography sx={{ mb: 2 }}>{T.disableBody}</Typography>
          <Stack spacing={1}>
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
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={mutation.isPending}>
            {T.cancel}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={mutation.isPending}>
            {T.turnOff}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
