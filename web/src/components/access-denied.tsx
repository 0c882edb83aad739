import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BlockIcon from '@mui/icons-material/Block';
import { useNavigate } from 'react-router';
import { UI } from '../lib/messages';

/** Shown in place of a page the user lacks the permission for (docs/RULES.md, "Screens and routes"). */
export function AccessDenied() {
  const navigate = useNavigate();
  const goBack = () => {
    // With no earlier entry in this tab (a pasted link), "back" means home.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, width: '100%', textAlign: 'center' }}>
        <BlockIcon color="error" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
        <Typography component="h1" variant="h4" gutterBottom>
          {UI.accessDenied}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {UI.accessDeniedBody}
        </Typography>
        <Button variant="contained" startIcon={<ArrowBackIcon />} onClick={goBack}>
          {UI.goBack}
        </Button>
      </Paper>
    </Box>
  );
}
