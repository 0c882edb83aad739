// A card of the profile page: its heading (which names the section), the sentence under it, and
// what the card holds.
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface ProfileSectionProps {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  body: ReactNode;
  /** Space around the card. */
  spacing?: { mt?: number; mb?: number };
  testId?: string;
  children: ReactNode;
}

export function ProfileSection({ id, title, body, spacing, testId, children }: ProfileSectionProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2.5, sm: 3 }, ...spacing }} data-testid={testId}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {body}
      </Typography>
      {children}
    </Paper>
  );
}
