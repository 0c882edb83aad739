// 'Copy link': puts the address of what is on screen (by default the current URL, which every
// list and dialog keeps its state in) on the clipboard, and says so. Another staff member who
// opens it sees the same view, or Access Denied when their role does not allow it.
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import LinkIcon from '@mui/icons-material/Link';
import { COPY_LINK_UI } from './copy-link-messages';

type CopyState = 'idle' | 'copied' | 'failed';

/** How long the confirmation stays before the button reads 'Copy link' again. */
export const COPIED_FOR_MS = 2500;

export function CopyLinkButton({ url, size = 'small' }: { url?: string; size?: 'small' | 'medium' }) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      // The clipboard API exists only in secure contexts (https, localhost); elsewhere say so.
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url ?? window.location.href);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Tooltip title={COPY_LINK_UI.hint} describeChild>
        <Button
          size={size}
          variant="outlined"
          startIcon={state === 'copied' ? <CheckIcon /> : <LinkIcon />}
          color={state === 'copied' ? 'success' : 'primary'}
          onClick={() => void copy()}
          sx={{ flexShrink: 0 }}
        >
          {state === 'copied' ? COPY_LINK_UI.copied : COPY_LINK_UI.copy}
        </Button>
      </Tooltip>
      {/* Announced to screen readers; the failure is also shown, since the button alone cannot say it. */}
      <Box role="status" aria-live="polite" sx={{ typography: 'caption', color: 'error.main', minWidth: 0 }}>
        {state === 'failed' ? (
          COPY_LINK_UI.failed
        ) : state === 'copied' ? (
          <Box component="span" sx={visuallyHidden}>
            {COPY_LINK_UI.copied}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
