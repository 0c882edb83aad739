import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { UI } from '../lib/messages';

/** Suspense fallback inside the layout: holds the content area's height so nothing jumps. */
export function PageLoader() {
  return (
    <Box role="status" aria-label={UI.loadingPage} sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-hidden />
    </Box>
  );
}
