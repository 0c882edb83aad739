// Profile → Two-factor sign-in: On or Off (and whether the role requires it), Set up, New
// recovery codes, and Turn off (not offered while the role requires it).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyIcon from '@mui/icons-material/Key';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import type { User } from '@staff-console/domain';
import { useAuth } from '../../../lib/auth-context';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { TWO_FACTOR_UI as T } from './security-messages';
import { TwoFactorDisableDialog } from './two-factor-disable-dialog';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';
import { useDialogSlot } from '../../../components/dialogs/use-dialog-slot';

const SETUP_BUTTON_ID = 'two-factor-setup-button';

/** Brings the card's Set up button into view and focus (from the profile's set-up banner). */
export function goToTwoFactorSetup(): void {
  const button = document.getElementById(SETUP_BUTTON_ID);
  button?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  button?.focus({ preventScroll: true });
}

export function TwoFactorCard({ user, onChanged }: { user: User; onChanged: (message: string) => void }) {
  const { recheckSession } = useAuth();
  const { dialog, open, show, close } = useDialogSlot<'setup' | 'codes' | 'disable'>();
  const enabled = user.twoFactorEnabled === true;
  const required = user.twoFactorRequired === true;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="profile-two-factor" sx={{ p: { xs: 2.5, sm: 3 }, mt: 3 }} data-testid="two-factor-card">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography id="profile-two-factor" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {T.title}
        </Typography>
        <Box role="group" aria-label={T.statusLabel} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            label={enabled ? T.on : T.off}
            color={enabled ? 'success' : 'default'}
            variant={enabled ? 'filled' : 'outlined'}
            data-testid="two-factor-status"
          />
          {required ? <Chip size="small" label={T.requiredByRole} color="warning" variant="outlined" /> : null}
        </Box>
      </Box>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {T.body}
      </Typography>
      {enabled ? (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
            <Button variant="outlined" startIcon={<KeyIcon />} onClick={() => show('codes')}>
              {T.newRecoveryCodes}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={required}
              onClick={() => show('disable')}
              aria-describedby={required ? 'two-factor-off-blocked' : undefined}
            >
              {T.turnOff}
            </Button>
          </Stack>
          {required ? (
            <Typography id="two-factor-off-blocked" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {T.turnOffBlocked}
            </Typography>
          ) : null}
        </>
      ) : (
        <Button id={SETUP_BUTTON_ID} variant="contained" startIcon={<PhonelinkLockIcon />} onClick={() => show('setup')}>
          {T.setUp}
        </Button>
      )}

      {dialog?.kind === 'setup' ? <TwoFactorSetupDialog key={dialog.key} open={open} onClose={close} onEnabled={() => void recheckSession()} /> : null}
      {dialog?.kind === 'codes' ? <RecoveryCodesDialog key={dialog.key} open={open} onClose={close} /> : null}
      {dialog?.kind === 'disable' ? (
        <TwoFactorDisableDialog
          key={dialog.key}
          open={open}
          onClose={close}
          onDisabled={(message) => {
            close();
            onChanged(message);
            void recheckSession();
          }}
        />
      ) : null}
    </Paper>
  );
}
