import type { ReactNode } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { UI } from '../../../lib/messages';

const BRAND = '#8e24aa';
const PAGES = [
  { to: '/debug', label: 'Auth debug' },
  { to: '/token-diagnostic', label: 'Token diagnostics' },
  { to: '/api-diagnostics', label: 'API health' },
];

/** Public diagnostic pages: reachable without a session and while the backend is down. */
export function DiagnosticsShell({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" elevation={0} sx={{ bgcolor: BRAND, color: '#fff' }}>
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: { xs: 1, sm: 0 } }}>
          <Button component={RouterLink} to="/" color="inherit" startIcon={<ArrowBackIcon />}>
            {UI.appName}
          </Button>
          <Box component="nav" aria-label="Diagnostics pages" sx={{ ml: { sm: 'auto' } }}>
            <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
              {PAGES.map((p) => (
                <Button key={p.to} component={NavLink} to={p.to} color="inherit" size="small" sx={{ '&.active': { bgcolor: 'rgba(255,255,255,0.18)' } }}>
                  {p.label}
                </Button>
              ))}
            </Stack>
          </Box>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 3, sm: 4 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          {subtitle}
        </Typography>
        <Stack spacing={3}>{children}</Stack>
      </Container>
    </Box>
  );
}

export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Box component="section" sx={{ border: 1, borderColor: 'divider', borderRadius: 2.5, p: { xs: 2, sm: 3 }, bgcolor: 'background.paper' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {actions ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {actions}
          </Stack>
        ) : null}
      </Box>
      {children}
    </Box>
  );
}

/** Label/value rows. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" variant="body2" sx={{ pt: { sm: 0.25 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function JsonBlock({ value }: { value: unknown }) {
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        p: 2,
        bgcolor: 'action.hover',
        borderRadius: 2,
        overflowX: 'auto',
        fontSize: 13,
        maxHeight: 360,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-all',
      }}
    >
      {typeof value === 'string' ? value : JSON.stringify(value, null, 2)}
    </Box>
  );
}
