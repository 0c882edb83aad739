// One sanction as the player page, Sanctions and a case show it: type and length, status, reasons,
// who issued (and revoked) it, its appeal code and appeal, its enforcement, and Revoke / Retry for those who may.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatTimestamp, type Sanction } from '@staff-console/domain';
import { EnforcementState } from './enforcement-state';
import { MOD_UI } from '../moderation-messages';
import { useSanctionPresets } from './sanction-api';
import { SANCTION_UI } from './sanction-messages';
import { SanctionAppeal } from './sanction-appeal';
import { SanctionPlayer } from './sanction-player';
import { sanctionHeadline } from './sanction-words';
import { mayHandleSanction, type ModerationAccess } from '../use-moderation-access';
import { ItemRow } from '../../../components/list-screen';

const STATUS_COLOR = { active: 'error', expired: 'default', revoked: 'default' } as const;

export interface SanctionItemProps {
  sanction: Sanction;
  access: ModerationAccess;
  onRevoke: (sanction: Sanction) => void;
  /** Shows the player (lists of several players' sanctions). */
  showPlayer?: boolean;
  /** Links to the sanction's case (not on that case's own page). */
  showCase?: boolean;
}

export function SanctionItem({ sanction, access, onRevoke, showPlayer = false, showCase = true }: SanctionItemProps) {
  const allowed = mayHandleSanction(access, sanction.type);
  const presets = useSanctionPresets(sanction.presetId !== undefined);
  const preset = presets.data?.presets.find((p) => p._id === sanction.presetId);
  return (
    <ItemRow data-testid="sanction-item" data-type={sanction.type} data-status={sanction.status} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {sanctionHeadline(sanction)}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLOR[sanction.status]}
            label={MOD_UI.sanctionStatuses[sanction.status]}
            data-testid="sanction-status"
          />
          {preset ? (
            <Typography component="span" variant="body2" color="text.secondary" data-testid="sanction-preset">
              {SANCTION_UI.forPreset(preset.name)}
            </Typography>
          ) : null}
          {showPlayer ? <SanctionPlayer userId={sanction.userId} name={sanction.playerName} /> : null}
          {showCase && sanction.caseId ? (
            <Link component={RouterLink} to={`/cases/${sanction.caseId}`} variant="body2">
              {MOD_UI.openCase}
            </Link>
          ) : null}
        </Box>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
          {sanction.reason}
        </Typography>
        {sanction.publicReason ? (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {`${MOD_UI.publicLabel}: ${sanction.publicReason}`}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {MOD_UI.issuedBy(sanction.createdBy.username, formatTimestamp(sanction.createdAt))}
        </Typography>
        <SanctionAppeal sanction={sanction} />
        {sanction.revokedAt ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {MOD_UI.revokedBy(sanction.revokedBy?.username ?? '—', formatTimestamp(sanction.revokedAt), sanction.revokeReason ?? '')}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ flex: '0 1 260px', minWidth: 0, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
        <EnforcementState sanction={sanction} canRetry={allowed} />
        {sanction.status === 'active' && allowed ? (
          <Button size="small" color="error" onClick={() => onRevoke(sanction)}>
            {MOD_UI.revoke}
          </Button>
        ) : null}
      </Box>
    </ItemRow>
  );
}
