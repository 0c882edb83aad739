// A sanction's appeal as its row shows it: the code its player appeals with (copyable, to read out to
// a player who lost it) and, once they appealed, a chip with the appeal's state that opens it in the
// Appeals queue.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { Sanction } from '@staff-console/domain';
import { SANCTION_UI } from './sanction-messages';

const CHIP_COLOR = { open: 'warning', upheld: 'default', reduced: 'info', lifted: 'success' } as const;

function CopyCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <IconButton
      size="small"
      onClick={() => void copy()}
      aria-label={copied ? SANCTION_UI.codeCopied : SANCTION_UI.copyCode(code)}
      title={SANCTION_UI.copyCode(code)}
    >
      {copied ? <CheckIcon fontSize="inherit" color="success" /> : <ContentCopyIcon fontSize="inherit" />}
    </IconButton>
  );
}

export function SanctionAppeal({ sanction }: { sanction: Pick<Sanction, 'appealCode' | 'appeal'> }) {
  const { appealCode, appeal } = sanction;
  if (!appealCode && !appeal) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5, minWidth: 0 }} data-testid="sanction-appeal">
      {appealCode ? (
        <Box sx={{ display: 'inline-flex', alignItems: 'center', minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="span" sx={{ whiteSpace: 'nowrap' }}>
            {SANCTION_UI.appealCode}{' '}
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13, color: 'text.primary' }} data-testid="appeal-code">
              {appealCode}
            </Box>
          </Typography>
          <CopyCode code={appealCode} />
        </Box>
      ) : null}
      {appeal ? (
        <Chip
          size="small"
          variant="outlined"
          clickable
          component={RouterLink}
          to={`/appeals?${new URLSearchParams({ status: appeal.status, open: appeal._id }).toString()}`}
          color={CHIP_COLOR[appeal.status]}
          label={SANCTION_UI.appealChip[appeal.status]}
          data-testid="appeal-chip"
          data-status={appeal.status}
        />
      ) : null}
    </Box>
  );
}
