// Set-up of two-factor sign-in: a new secret as a QR code and as text, confirmed by the app's
// first code; then the ten recovery codes, shown once, and Done.
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { SECRET_SX } from '../../../components/dialogs/shown-once';
import { errorText } from '../../../lib/api-client';
import { CodeField } from './code-field';
import { CodesDialog, useCodeEntry } from './codes-dialog';
import { useTwoFactorEnable, useTwoFactorSetup } from './security-api';
import { TWO_FACTOR_UI as T } from './security-messages';

/** The secret in groups of four, as authenticator apps show and accept it. */
export const groupSecret = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export interface TwoFactorSetupDialogProps {
  open: boolean;
  onClose: () => void;
  /** Two-factor is now on (the server said so); the codes may still be on screen. */
  onEnabled: () => void;
}

/** Mount one per opening: it starts a fresh set-up when it opens. */
export function TwoFactorSetupDialog({ open, onClose, onEnabled }: TwoFactorSetupDialogProps) {
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const { code, setCode, codeError, confirm, generalError } = useCodeEntry(enable, T.enableFailed, onEnabled);

  const start = setup.mutate;
  useEffect(() => {
    if (open) start();
  }, [open, start]);

  return (
    <CodesDialog
      open={open}
      onClose={onClose}
      titleId="two-factor-setup-title"
      title={T.setupTitle}
      codes={enable.data?.recoveryCodes}
      codesMessage={enable.data?.message}
      pending={enable.isPending}
      generalError={generalError}
      onSubmit={confirm}
      submitLabel={T.turnOn}
      ready={Boolean(setup.data)}
    >
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
            sx={{ ...SECRET_SX, my: 1.5, p: 1.5, fontSize: '1.05rem', letterSpacing: '0.04em', textAlign: 'center', userSelect: 'all' }}
          >
            {groupSecret(setup.data.secret)}
          </Box>
          <Typography sx={{ mt: 2, mb: 1.5 }}>{T.confirmStep}</Typography>
          <CodeField label={T.codeLabel} value={code} onChange={setCode} error={codeError} disabled={enable.isPending} autoFocus />
        </>
      ) : null}
    </CodesDialog>
  );
}
