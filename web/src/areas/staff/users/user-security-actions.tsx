// The Users tab's security actions for one account: End sessions, and Reset two-factor when it is
// on; each confirms first and reports the server's sentence. Also the small '2FA' mark.
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import LogoutIcon from '@mui/icons-material/Logout';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import type { User } from '@staff-console/domain';
import { EndSessionsDialog } from './end-sessions-dialog';
import { ResetTwoFactorDialog } from './reset-two-factor-dialog';
import { ADMIN_SECURITY_UI as T } from './security-messages';
import { useDialogSlot } from '../../../components/dialogs/use-dialog-slot';

export function TwoFactorMark({ user }: { user: User }) {
  if (!user.twoFactorEnabled) return null;
  return (
    <Tooltip title={T.twoFactorOn}>
      <Chip label={T.twoFactorChip} size="small" color="success" variant="outlined" sx={{ ml: 1 }} aria-label={T.twoFactorOn} data-testid="two-factor-mark" />
    </Tooltip>
  );
}

export function UserSecurityActions({ user, onDone }: { user: User; onDone: (message: string) => void }) {
  const { dialog, open, show, close } = useDialogSlot<'sessions' | 'two-factor'>();
  return (
    <>
      <Tooltip title={T.endSessions(user.username)}>
        <IconButton aria-label={T.endSessions(user.username)} onClick={() => show('sessions')}>
          <LogoutIcon />
        </IconButton>
      </Tooltip>
      {user.twoFactorEnabled ? (
        <Tooltip title={T.resetTwoFactor(user.username)}>
          <IconButton aria-label={T.resetTwoFactor(user.username)} color="warning" onClick={() => show('two-factor')}>
            <PhonelinkEraseIcon />
          </IconButton>
        </Tooltip>
      ) : null}
      {dialog?.kind === 'sessions' ? <EndSessionsDialog key={dialog.key} item={user} open={open} onClose={close} onDone={onDone} /> : null}
      {dialog?.kind === 'two-factor' ? <ResetTwoFactorDialog key={dialog.key} item={user} open={open} onClose={close} onDone={onDone} /> : null}
    </>
  );
}
