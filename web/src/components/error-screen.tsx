import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import HomeIcon from '@mui/icons-material/Home';
import RefreshIcon from '@mui/icons-material/Refresh';
import { UI } from '../lib/messages';
import { MessageCard } from './message-card';

/**
 * The top-level error screen (docs/RULES.md, "Screens and routes"). It uses no router or query hooks, so it renders even when
 * those are what broke; "Go to Home" and "Try Again" are full page loads for the same reason.
 */
export function ErrorScreen() {
  return (
    <Box role="alert" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}>
      <MessageCard
        icon={<ErrorOutlinedIcon color="error" sx={{ fontSize: 64, mb: 1 }} aria-hidden />}
        title={UI.somethingWentWrong}
        body={UI.unexpectedError}
        maxWidth={560}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mb: 3 }}>
          <Button variant="outlined" startIcon={<HomeIcon />} onClick={() => window.location.assign('/')}>
            {UI.goHome}
          </Button>
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
            {UI.tryAgain}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {UI.contactSupport}
        </Typography>
      </MessageCard>
    </Box>
  );
}
