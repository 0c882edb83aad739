import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Centred spinner with a sentence; fills the viewport (or its container with `inline`). */
export function FullScreenLoader({ label, inline = false }: { label: string; inline?: boolean }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: inline ? 320 : '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        bgcolor: inline ? 'transparent' : 'background.default',
      }}
    >
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
