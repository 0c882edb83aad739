// New recovery codes: the app's current code proves the phone is at hand; the old codes stop
// working and the ten new ones are shown once.
import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { MESSAGES } from '@staff-console/domain';
import { errorText, isApiError } from '../../lib/api-client';
import { CodeField, codeProblem } from './code-field';
import { RecoveryCodesView } from './recovery-codes-view';
import { useRecoveryCodes } from './security-api';
import { TWO_FACTOR_UI as T } from './security-messages';

const isCodeRefusal = (e: unknown) => isApiError(e) && e.serverMessage === MESSAGES.twoFactorCodeInvalid;

/** Mount one per opening. */
export function RecoveryCodesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const mutation = useRecoveryCodes();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const codes = mutation.data?.recoveryCodes;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = codeProblem(code);
    setCodeError(problem);
    if (problem) return;
    mutation.mutate(code.trim(), {
      onError: (err) => {
        if (isCodeRefusal(err)) setCodeError(MESSAGES.twoFactorCodeInvalid);
      },
    });
  };
  const generalError = mutation.isError && !isCodeRefusal(mutation.error) ? errorText(mutation.error, T.regenerateFailed) : null;

  return (
    <Dialog
      open={open}
      onClose={codes || mutation.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="recovery-codes-title"
    >
      <DialogTitle id="recovery-codes-title">{codes ? T.codesTitle : T.regenerateTitle}</DialogTitle>
      {codes ? (
        <>
          <DialogContent dividers>
            <RecoveryCodesView codes={codes} message={mutation.data?.message} />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button variant="contained" onClick={onClose}>
              {T.done}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={submit} aria-labelledby="recovery-codes-title">
          <DialogContent dividers>
            {generalError ? (
              <Alert severity="error" sx={{ mb: 2 }} role="alert">
                {generalError}
              </Alert>
            ) : null}
            <Typography sx={{ mb: 2 }}>{T.regenerateBody}</Typography>
            <CodeField label={T.codeLabel} value={code} onChange={setCode} error={codeError} disabled={mutation.isPending} autoFocus />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button onClick={onClose} disabled={mutation.isPending}>
              {T.cancel}
            </Button>
            <Button type="submit" variant="contained" loading={mutation.isPending}>
              {T.regenerate}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
