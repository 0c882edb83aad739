// The second step of a sign-in for an account with two-factor on: one field for the app's 6-digit
// code or a recovery code, Verify and Back. The server's sentences are shown as they are; an
// expired sign-in goes back to the password step.
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, TWO_FACTOR_CODE_MAX } from '@staff-console/domain';
import { FormTextField } from '../../../components/form-text-field';
import { useAuth } from '../../../lib/auth-context';
import { TWO_FACTOR_LOGIN_UI as T } from './two-factor-messages';

export interface TwoFactorStepProps {
  challenge: string;
  /** Back to the password step, with a sentence to show there (an expired sign-in) or none. */
  onBack: (notice: string | null) => void;
  /** The sign-in succeeded: the same navigation as after a password sign-in. */
  onSignedIn: () => void;
}

export function TwoFactorStep({ challenge, onBack, onSignedIn }: TwoFactorStepProps) {
  const { loginWithCode } = useAuth();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [recovery, setRecovery] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const mutation = useMutation({
    mutationFn: loginWithCode,
    meta: { skipAuthRedirect: true },
    onSuccess: () => onSignedIn(),
    onError: (e) => {
      if (e.message === MESSAGES.twoFactorChallengeExpired) onBack(e.message);
    },
  });
  const busy = mutation.isPending || mutation.isSuccess;

  // After a refused code, back to the field with its text selected (once the field is enabled again).
  const failed = mutation.isError;
  useEffect(() => {
    if (failed) input.current?.select();
  }, [failed]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = code.trim();
    setMissing(trimmed === '');
    if (trimmed === '') {
      input.current?.focus();
      return;
    }
    mutation.reset();
    mutation.mutate({ challenge, code: trimmed });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={T.formLabel}>
      <Typography sx={{ mb: 2 }}>{T.prompt}</Typography>
      {mutation.isError ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {mutation.error.message}
        </Alert>
      ) : null}
      <FormTextField
        inputRef={input}
        label={T.codeLabel}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="one-time-code"
        autoFocus
        required
        fullWidth
        margin="normal"
        error={missing}
        helperText={missing ? MESSAGES.twoFactorCodeRequired : T.codeHelp}
        disabled={busy}
        inputProps={{ inputMode: recovery ? 'text' : 'numeric', autoCapitalize: 'none', spellCheck: false, maxLength: TWO_FACTOR_CODE_MAX }}
      />
      <Typography variant="body2" sx={{ mt: -0.5 }}>
        <Link
          component="button"
          type="button"
          onClick={() => {
            setRecovery((r) => !r);
            input.current?.focus();
          }}
        >
          {recovery ? T.useAppCode : T.useRecoveryCode}
        </Link>
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ mt: 3, mb: 2 }}>
        <Button variant="outlined" size="large" disabled={busy} onClick={() => onBack(null)} sx={{ flex: 1 }}>
          {T.back}
        </Button>
        <Button type="submit" variant="contained" size="large" loading={busy} sx={{ flex: 2 }}>
          {T.verify}
        </Button>
      </Stack>
    </Box>
  );
}
