import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import LockResetIcon from '@mui/icons-material/LockReset';
import { MESSAGES } from '@staff-console/domain';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth-context';
import { UI } from '../../../lib/messages';
import { ChangePasswordDialog } from './change-password-dialog';
import { ProfileDetailsForm } from './profile-details-form';
import { needsPasswordChange, needsTwoFactorSetup } from '../../../lib/two-factor-gate';
import { PasswordChangeRequired } from './password-change-required';
import { ProfileHeader } from './profile-header';
import { TWO_FACTOR_UI } from './security-messages';
import { SessionsCard } from './sessions-card';
import { TimeZoneCard } from './time-zone-card';
import { goToTwoFactorSetup, TwoFactorCard } from './two-factor-card';
import { ProfileSection } from './profile-section';

export const SNACKBAR_MS = 6_000;

export function ProfilePage() {
  const { user } = useAuth();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [notice, setNotice] = useState<{ key: number; text: string } | null>(null);
  const [noticeOpen, setNoticeOpen] = useState(false);
  if (!user) return null;
  if (needsPasswordChange(user)) return <PasswordChangeRequired />;
  const notify = (text: string) => {
    setNotice({ key: Date.now(), text });
    setNoticeOpen(true);
  };

  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader title={UI.profile} />
      {needsTwoFactorSetup(user) ? (
        <Alert
          severity="warning"
          sx={{ mb: 3 }}
          role="alert"
          data-testid="two-factor-setup-required"
          action={
            <Button color="inherit" size="small" onClick={goToTwoFactorSetup}>
              {TWO_FACTOR_UI.setUp}
            </Button>
          }
        >
          {MESSAGES.twoFactorSetupRequired}
        </Alert>
      ) : null}
      <ProfileHeader user={user} />
      <ProfileDetailsForm user={user} onSaved={notify} />
      <TimeZoneCard user={user} onSaved={notify} />
      <ProfileSection id="profile-security" title={UI.security} body={UI.securityBody}>
        <Button variant="outlined" startIcon={<LockResetIcon />} onClick={() => setPasswordOpen(true)}>
          {UI.changePassword}
        </Button>
      </ProfileSection>
      <TwoFactorCard user={user} onChanged={notify} />
      <SessionsCard onChanged={notify} />
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} onChanged={notify} />
      <Snackbar
        key={notice?.key}
        open={noticeOpen}
        autoHideDuration={SNACKBAR_MS}
        onClose={(_e, reason) => {
          if (reason !== 'clickaway') setNoticeOpen(false);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => setNoticeOpen(false)} sx={{ width: '100%' }}>
          {notice?.text}
        </Alert>
      </Snackbar>
    </Box>
  );
}
