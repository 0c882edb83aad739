import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import RefreshIcon from '@mui/icons-material/Refresh';
import { UI } from '../../lib/messages';
import { AUTO_RETRY_MS, MAX_AUTO_RETRIES } from './use-backend-connectivity';

export interface ConnectionErrorScreenProps {
  message: string;
  suggestion: string | null;
  autoRetriesLeft: number;
  onRetry: () => void;
}

export function ConnectionErrorScreen({ message, suggestion, autoRetriesLeft, onRetry }: ConnectionErrorScreenProps) {
  const nextRetry = MAX_AUTO_RETRIES - autoRetriesLeft + 1;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, width: '100%' }}>
        <Box sx={{ textAlign: 'center', mb: 2 }}>
          <CloudOffIcon color="error" sx={{ fontSize: 56 }} aria-hidden />
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {UI.connectionError}
          </Typography>
        </Box>
        {/* Not an MUI Alert: this screen is in the start-up bundle, and Alert would add ~5 KB to it. */}
        <Typography
          role="alert"
          sx={{ mb: 2, px: 2, py: 1.5, borderRadius: 2, border: 1, borderColor: 'error.main', color: 'error.main', fontWeight: 600, textAlign: 'center' }}
        >
          {message}
        </Typography>
        {suggestion ? (
          <Typography sx={{ mb: 2 }} data-testid="connection-suggestion">
            {suggestion}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {autoRetriesLeft > 0 ? UI.autoRetryNote(AUTO_RETRY_MS / 1000, nextRetry, MAX_AUTO_RETRIES) : UI.autoRetryExhausted}
        </Typography>
        <Button variant="contained" fullWidth size="large" startIcon={<RefreshIcon />} onClick={onRetry}>
          {UI.retryConnection}
        </Button>
        <Stack direction="row" spacing={3} sx={{ justifyContent: 'center', mt: 3 }}>
          <Link component={RouterLink} to="/token-diagnostic">
            {UI.tokenDiagnosticsLink}
          </Link>
          <Link component={RouterLink} to="/debug">
            {UI.debugLink}
          </Link>
        </Stack>
      </Paper>
    </Box>
  );
}
