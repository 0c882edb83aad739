// The profile of a session signed in with a password shorter than the minimum: the server opens
// nothing else until the password is changed, so the page shows only that (and the dialog opens
// by itself). Once changed, the fresh user has no mark and the whole profile is back.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LockResetIcon from '@mui/icons-material/LockReset';
import { MESSAGES } from '@staff-console/domain';
import { PageHeader } from '../../../components/page-header';
import { UI } from '../../../lib/messages';
import { ChangePasswordDialog } from './change-password-dialog';

export function PasswordChangeRequired() {
  const [open, setOpen] = useState(true);
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader title={UI.profile} />
      <Alert severity="warning" role="alert" data-testid="password-change-required" sx={{ mb: 3 }}>
        {MESSAGES.passwordChangeRequired}
      </Alert>
      <Button variant="contained" startIcon={<LockResetIcon />} onClick={() => setOpen(true)}>
        {UI.changePassword}
      </Button>
      <ChangePasswordDialog open={open} onClose={() => setOpen(false)} onChanged={() => undefined} />
    </Box>
  );
}
