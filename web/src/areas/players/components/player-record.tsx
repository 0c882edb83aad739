// The moderation record at the top of the player page: banned or muted now (and until when), past
// sanctions by type (revoked ones said apart), notes, open cases, and Warn, Mute and Ban, each
// opening the sanction dialog with its type chosen (Ban only with ban_players).
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import type { PlayerRecord, SanctionType } from '@staff-console/domain';
import { IssueSanctionDialog, type ModerationAccess } from '../../moderation';
import { formatTimestamp } from '../../../lib/format';
import { usePlayerRecord } from '../api/record';
import { RECORD_UI } from '../record-messages';

export const banText = (ban: NonNullable<PlayerRecord['activeBan']>) =>
  ban.expiresAt ? RECORD_UI.bannedUntil(formatTimestamp(ban.expiresAt)) : RECORD_UI.bannedPermanently;
export const muteText = (mute: NonNullable<PlayerRecord['activeMute']>) =>
  mute.expiresAt ? RECORD_UI.mutedUntil(formatTimestamp(mute.expiresAt)) : RECORD_UI.mutedPermanently;

/** The header's badge: Banned or Muted while the player is; nothing otherwise. */
export function StandingBadges({ userId, enabled }: { userId: number; enabled: boolean }) {
  const { data } = usePlayerRecord(userId, enabled);
  if (!data) return null;
  return (
    <>
      {data.activeBan ? <Chip color="error" icon={<BlockIcon />} label={RECORD_UI.banned} title={banText(data.activeBan)} data-testid="banned-badge" /> : null}
      {data.activeMute ? (
        <Chip color="warning" icon={<VolumeOffIcon />} label={RECORD_UI.muted} title={muteText(data.activeMute)} data-testid="muted-badge" />
      ) : null}
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ typography: 'body1', fontWeight: 600, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

export function PlayerRecordPanel({ userId, access }: { userId: number; access: ModerationAccess }) {
  const { data, isPending, isError, refetch } = usePlayerRecord(userId, access.view);
  const [issuing, setIssuing] = useState<SanctionType | null>(null);
  let body;
  if (isPending) body = <Skeleton height={72} />;
  else if (isError)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {RECORD_UI.tryAgain}
          </Button>
        }
      >
        {RECORD_UI.failed}
      </Alert>
    );
  else {
    const c = data.sanctionCounts;
    body = (
      <>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }} data-testid="record-standing">
          {data.activeBan ? (
            <Alert severity="error" icon={<BlockIcon />} sx={{ py: 0 }}>
              <strong>{banText(data.activeBan)}</strong> · {RECORD_UI.reason(data.activeBan.reason)}
            </Alert>
          ) : null}
          {data.activeMute ? (
            <Alert severity="warning" icon={<VolumeOffIcon />} sx={{ py: 0 }}>
              <strong>{muteText(data.activeMute)}</strong> · {RECORD_UI.reason(data.activeMute.reason)}
            </Alert>
          ) : null}
          {!data.activeBan && !data.activeMute ? <Chip variant="outlined" color="success" label={RECORD_UI.clean} /> : null}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
          <Fact label={RECORD_UI.pastSanctions}>
            <span data-testid="record-sanctions">{[RECORD_UI.warnings(c.warn), RECORD_UI.mutes(c.mute), RECORD_UI.bans(c.ban)].join(' · ')}</span>
            {data.revokedCount > 0 ? (
              <Typography variant="body2" color="text.secondary" data-testid="record-revoked">
                {RECORD_UI.revoked(data.revokedCount)}
              </Typography>
            ) : null}
          </Fact>
          <Fact label={RECORD_UI.notes}>
            <span data-testid="record-notes">{RECORD_UI.noteCount(data.noteCount)}</span>
          </Fact>
          <Fact label={RECORD_UI.openCases}>
            {data.openCases.length === 0 ? (
              <span>{RECORD_UI.noOpenCases}</span>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="record-cases">
                {data.openCases.map((oc) => (
                  <li key={oc.id}>
                    <Link component={RouterLink} to={`/cases/${oc.id}`} sx={{ fontWeight: 600 }}>
                      {RECORD_UI.caseLink(oc.number, oc.title)}
                    </Link>
                  </li>
                ))}
                {data.openCaseCount > data.openCases.length ? (
                  <li>
                    <Link component={RouterLink} to={`/cases?player=${userId}`}>
                      {RECORD_UI.moreCases(data.openCaseCount)}
                    </Link>
                  </li>
                ) : null}
              </Box>
            )}
          </Fact>
        </Box>
      </>
    );
  }
  return (
    <Paper variant="outlined" component="section" aria-label={RECORD_UI.title} sx={{ p: 2, mb: 3, minWidth: 0 }} data-testid="player-record">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mr: 'auto' }}>
          {RECORD_UI.title}
        </Typography>
        {access.moderate ? (
          <>
            <Button size="small" variant="outlined" color="warning" startIcon={<ReportProblemOutlinedIcon />} onClick={() => setIssuing('warn')}>
              {RECORD_UI.warn}
            </Button>
            <Button size="small" variant="outlined" color="warning" startIcon={<VolumeOffIcon />} onClick={() => setIssuing('mute')}>
              {RECORD_UI.mute}
            </Button>
          </>
        ) : null}
        {access.moderate && access.ban ? (
          <Button size="small" variant="outlined" color="error" startIcon={<BlockIcon />} onClick={() => setIssuing('ban')}>
            {RECORD_UI.ban}
          </Button>
        ) : null}
      </Box>
      {body}
      {issuing ? <IssueSanctionDialog key={issuing} open userId={userId} initialType={issuing} access={access} onClose={() => setIssuing(null)} /> : null}
    </Paper>
  );
}
