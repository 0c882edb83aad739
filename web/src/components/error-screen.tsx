import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import HomeIcon from '@mui/icons-material/Home';
import RefreshIcon from '@mui/icons-material/Refresh';
import { UI } from '../lib/messages';

/**
 * The top-level error screen (docs/RULES.md, "Screens and routes"). It uses no router or query hooks, so it renders even when
 * those are what broke; "Go to Home" and "Try Again" are full page loads for the same reason.
 */
export function ErrorScreen() {
  return (
    <Box role="alert" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, width: '100%', textAlign: 'center' }}>
        <ErrorOutlinedIcon color="error" sx={{ fontSize: 64, mb: 1 }} aria-hidden />
        <Typography component="h1" variant="h4" gutterBottom>
          {UI.somethingWentWrong}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {UI.unexpectedError}
        </Typography>
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
      </Paper>
    </Box>
  );
}
