// Set-up of two-factor sign-in: a new secret as a QR code and as text, confirmed by the app's
// first code; then the ten recovery codes, shown once, and Done.
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
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
import { useTwoFactorEnable, useTwoFactorSetup } from './security-api';
import { TWO_FACTOR_UI as T } from './security-messages';

/** The secret in groups of four, as authenticator apps show and accept it. */
export const groupSecret = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

const isCodeRefusal = (e: unknown) => isApiError(e) && e.serverMessage === MESSAGES.twoFactorCodeInvalid;

export interface TwoFactorSetupDialogProps {
  open: boolean;
  onClose: () => void;
  /** Two-factor is now on (the server said so); the codes may still be on screen. */
  onEnabled: () => void;
}

/** Mount one per opening: it starts a fresh set-up when it opens. */
export function TwoFactorSetupDialog({ open, onClose, onEnabled }: TwoFactorSetupDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const start = setup.mutate;
  useEffect(() => {
    if (open) start();
  }, [open, start]);

  const codes = enable.data?.recoveryCodes;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = codeProblem(code);
    setCodeError(problem);
    if (problem) return;
    enable.mutate(code.trim(), {
      onSuccess: onEnabled,
      onError: (err) => {
        if (isCodeRefusal(err)) setCodeError(MESSAGES.twoFactorCodeInvalid);
      },
    });
  };
  const generalError = enable.isError && !isCodeRefusal(enable.error) ? errorText(enable.error, T.enableFailed) : null;

  return (
    <Dialog
      open={open}
      // The codes are shown once: only Done closes the dialog then.
      onClose={codes || enable.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="two-factor-setup-title"
    >
      <DialogTitle id="two-factor-setup-title">{codes ? T.codesTitle : T.setupTitle}</DialogTitle>
      {codes ? (
        <>
          <DialogContent dividers>
            <RecoveryCodesView codes={codes} message={enable.data?.message} />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button variant="contained" onClick={onClose}>
              {T.done}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={submit} aria-labelledby="two-factor-setup-title">
          <DialogContent dividers>
            {setup.isPending || setup.isIdle ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }} role="status">
                <CircularProgress size={24} />
                <Typography>{T.setupStarting}</Typography>
              </Box>
            ) : null}
            {setup.isError ? (
              <Alert severity="error" role="alert">
                {errorText(setup.error, T.setupFailed)}
              </Alert>
            ) : null}
            {setup.data ? (
              <>
                {generalError ? (
                  <Alert severity="error" sx={{ mb: 2 }} role="alert">
                    {generalError}
                  </Alert>
                ) : null}
                <Typography>{T.scanStep}</Typography>
                <Box sx={{ display: 'flex', justifyContent: 'center', my: 2 }}>
                  <Box
                    component="img"
                    src={setup.data.qrCode}
                    alt={T.qrAlt}
                    data-testid="two-factor-qr"
                    sx={{ width: 200, height: 200, bgcolor: '#fff', p: 1, borderRadius: 1, border: 1, borderColor: 'divider' }}
                  />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {T.manualStep}
                </Typography>
                <Box
                  component="code"
                  aria-label={T.secretLabel}
                  data-testid="two-factor-secret"
                  sx={{
                    display: 'block',
                    my: 1.5,
                    p: 1.5,
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                    fontSize: '1.05rem',
                    letterSpacing: '0.04em',
                    textAlign: 'center',
                    overflowWrap: 'anywhere',
                    userSelect: 'all',
                  }}
                >
                  {groupSecret(setup.data.secret)}
                </Box>
                <Typography sx={{ mt: 2, mb: 1.5 }}>{T.confirmStep}</Typography>
                <CodeField label={T.codeLabel} value={code} onChange={setCode} error={codeError} disabled={enable.isPending} autoFocus />
              </>
            ) : null}
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button onClick={onClose} disabled={enable.isPending}>
              {T.cancel}
            </Button>
            <Button type="submit" variant="contained" loading={enable.isPending} disabled={!setup.data}>
              {T.turnOn}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
