import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { roleDisplayName, permissionSubject } from '@staff-console/domain';
import type { User } from '@staff-console/domain';
import { displayNameOf, emailOf, initialOf, roleLabel, userIsAdmin } from '../../../lib/auth-context';
import { formatTimestamp } from '../../../lib/format';
import { UI } from '../../../lib/messages';

export function ProfileHeader({ user }: { user: User }) {
  const name = displayNameOf(user);
  const email = emailOf(user);
  const admin = userIsAdmin(user);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, mb: 3, display: 'flex', gap: 2.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <Avatar
        sx={{
          width: { xs: 56, sm: 72 },
          height: { xs: 56, sm: 72 },
          fontSize: { xs: 26, sm: 32 },
          fontWeight: 700,
          bgcolor: admin ? 'error.main' : 'primary.main',
        }}
        aria-hidden
      >
        {initialOf(name)}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="profile-name">
            {name}
          </Typography>
          <Chip
            size="small"
            label={roleLabel(user, admin, roleDisplayName(permissionSubject(user)))}
            color={admin ? 'error' : 'primary'}
            variant={admin ? 'filled' : 'outlined'}
            data-testid="profile-role"
          />
        </Box>
        <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {email || UI.addEmailPrompt}
        </Typography>
        {user.createdAt ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <CalendarMonthIcon fontSize="inherit" aria-hidden />
            {UI.memberSince(formatTimestamp(user.createdAt))}
          </Typography>
        ) : null}
      </Box>
    </Paper>
  );
}
