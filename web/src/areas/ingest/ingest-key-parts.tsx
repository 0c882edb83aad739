// What an ingest key's table row and its phone card share: the prefix, the Active or Revoked chip
// (the revocation's time and author in its title) and the Revoke button.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import KeyOffIcon from '@mui/icons-material/KeyOff';
import type { IngestKey } from '@staff-console/domain';
import { formatTimestamp } from '../../lib/format';
import { KEYS_UI } from './ingest-keys-messages';

export function KeyPrefix({ ingestKey }: { ingestKey: IngestKey }) {
  return (
    <Box component="span" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', whiteSpace: 'nowrap' }}>
      {ingestKey.prefix}…
    </Box>
  );
}

export function KeyStatusChip({ ingestKey: k }: { ingestKey: IngestKey }) {
  const revoked = k.revokedAt !== null;
  return (
    <Chip
      label={revoked ? KEYS_UI.revoked : KEYS_UI.active}
      size="small"
      color={revoked ? 'default' : 'success'}
      variant={revoked ? 'outlined' : 'filled'}
      title={revoked && k.revokedAt ? `${formatTimestamp(k.revokedAt)}${k.revokedBy ? ` · ${k.revokedBy}` : ''}` : undefined}
    />
  );
}

/** Nothing for a key already revoked. */
export function RevokeKeyButton({ ingestKey, onRevoke }: { ingestKey: IngestKey; onRevoke: () => void }) {
  if (ingestKey.revokedAt !== null) return null;
  return (
    <Button size="small" color="error" startIcon={<KeyOffIcon />} aria-label={KEYS_UI.revokeKey(ingestKey.name)} onClick={onRevoke}>
      {KEYS_UI.revoke}
    </Button>
  );
}
