// A whole-screen message in a card: an icon, a heading, a sentence and what to do next (access
// denied, the error screen). No router or query hooks, so the error screen can use it when those
// are what broke.
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface MessageCardProps {
  /** A large icon (aria-hidden). */
  icon: ReactNode;
  title: string;
  body: string;
  maxWidth: number;
  /** The buttons, and anything under them. */
  children: ReactNode;
}

export function MessageCard({ icon, title, body, maxWidth, children }: MessageCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth, width: '100%', textAlign: 'center' }}>
      {icon}
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {body}
      </Typography>
      {children}
    </Paper>
  );
}
