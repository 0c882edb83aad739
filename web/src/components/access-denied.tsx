import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BlockIcon from '@mui/icons-material/Block';
import { useNavigate } from 'react-router';
import { UI } from '../lib/messages';
import { MessageCard } from './message-card';

export interface AccessDeniedProps {
  /** The sentence under the heading; by default the one of any page. */
  body?: string;
  /** The way out; by default Go Back. */
  action?: ReactNode;
}

/** Shown in place of a page the user lacks the permission for (docs/RULES.md, "Screens and routes"). */
export function AccessDenied({ body = UI.accessDeniedBody, action }: AccessDeniedProps) {
  const navigate = useNavigate();
  const goBack = () => {
    // With no earlier entry in this tab (a pasted link), "back" means home.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 4, md: 8 } }}>
      <MessageCard icon={<BlockIcon color="error" sx={{ fontSize: 56, mb: 1 }} aria-hidden />} title={UI.accessDenied} body={body} maxWidth={520}>
        {action ?? (
          <Button variant="contained" startIcon={<ArrowBackIcon />} onClick={goBack}>
            {UI.goBack}
          </Button>
        )}
      </MessageCard>
    </Box>
  );
}
