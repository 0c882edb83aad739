// A reported player's panel: who they are (avatar, name, id) and who holds their reports, the
// actions (Claim, Dismiss, Open a case, Sanction), each naming the player it hits, their reports
// with the chat before each, and their notes and sanctions.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { Report, ReportQueueItem } from '@staff-console/domain';
import { ItemList, ListError } from '../../../components/list-screen';
import { PlayerAvatar, PlayerLink } from '../../../components/players';
import { useAuth } from '../../../lib/auth-context';
import { IssueSanctionDialog, type ModerationAccess } from '../../moderation';
import { NotesPanel, SanctionsPanel } from '../../players';
import { usePlayerReports } from '../api/reports-api';
import { REPORTS_UI } from '../reports-messages';
import { ClaimFeedback } from './claim-feedback';
import { ReportItem } from './report-item';
import { DismissDialog } from './dismiss-dialog';
import { OpenCaseDialog } from './open-case-dialog';
import { holderName } from './queue-parts';
import type { ClaimController, ClaimTarget } from './use-claim';

export interface PlayerReportsPanelProps {
  userId: number;
  /** The player's line in the queue, when it is on the page shown. */
  item: ReportQueueItem | undefined;
  claim: ClaimController;
  access: ModerationAccess;
  onClose: () => void;
}

const isOpen = (r: Report) => r.status === 'open' || r.status === 'claimed';

function Holder({ assignee, meId }: { assignee: ReportQueueItem['assignee']; meId: string | undefined }) {
  const name = holderName(assignee, meId);
  return (
    <Typography variant="body2" color="text.secondary" data-testid="panel-holder">
      {name === null ? REPORTS_UI.notHeld : name === REPORTS_UI.you ? REPORTS_UI.heldByYou : REPORTS_UI.heldBy(name)}
    </Typography>
  );
}

function Actions({ target, open, access, claim }: { target: ClaimTarget; open: number; access: ModerationAccess; claim: ClaimController }) {
  const [dialog, setDialog] = useState<'dismiss' | 'case' | 'sanction' | null>(null);
  const close = () => setDialog(null);
  if (!access.moderate) return null;
  const none = open === 0;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, '& .MuiButton-root': { overflowWrap: 'anywhere', textAlign: 'left' } }}>
        <Button variant="contained" size="small" disabled={none} loading={claim.pending} onClick={() => claim.claim(target)}>
          {REPORTS_UI.claim(target.name)}
        </Button>
        <Button variant="outlined" size="small" disabled={none} onClick={() => setDialog('dismiss')}>
          {REPORTS_UI.dismiss(target.name)}
        </Button>
        <Button variant="outlined" size="small" disabled={none} onClick={() => setDialog('case')}>
          {REPORTS_UI.openCase(target.name)}
        </Button>
        <Button variant="outlined" color="error" size="small" onClick={() => setDialog('sanction')}>
          {REPORTS_UI.sanction(target.name)}
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {REPORTS_UI.sanctionHint}
      </Typography>
      <DismissDialog target={dialog === 'dismiss' ? target : null} open={open} onClose={close} />
      <OpenCaseDialog target={dialog === 'case' ? target : null} open={open} onClose={close} />
      <IssueSanctionDialog open={dialog === 'sanction'} userId={target.userId} playerName={target.name} access={access} onClose={close} />
    </>
  );
}

function Reports({ query }: { query: ReturnType<typeof usePlayerReports> }) {
  const { data, isPending, isError, refetch } = query;
  if (isError) return <ListError variant="standard" message={REPORTS_UI.reportsFailed} retryLabel={REPORTS_UI.retry} onRetry={() => void refetch()} />;
  if (isPending) return <Skeleton variant="rounded" height={120} />;
  if (data.reports.length === 0) return <Typography color="text.secondary">{REPORTS_UI.noReports}</Typography>;
  return (
    <>
      <ItemList label={REPORTS_UI.reportsHeading}>
        {data.reports.map((r) => (
          <ReportItem key={r._id} report={r} />
        ))}
      </ItemList>
      {data.total > data.reports.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {REPORTS_UI.moreReports(data.reports.length, data.total)}
        </Typography>
      ) : null}
    </>
  );
}

export function PlayerReportsPanel({ userId, item, claim, access, onClose }: PlayerReportsPanelProps) {
  const { user } = useAuth();
  const query = usePlayerReports(userId);
  const reports = query.data?.reports ?? [];
  const name = item?.reportedName ?? reports[0]?.reportedName ?? String(userId);
  const openReports = reports.filter(isOpen);
  // The queue's count when the player is on the page shown (the panel lists only the latest reports).
  const open = item?.open ?? openReports.length;
  const assignee = openReports.find((r) => r.assignee)?.assignee ?? item?.assignee;
  const target = { userId, name };
  const label = `${name} · ${userId}`;

  return (
    <Box
      component="section"
      aria-label={REPORTS_UI.panelLabel(label)}
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <PlayerAvatar userId={userId} name={name} size={48} alt={name} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="panel-player">
            <PlayerLink userId={userId} name={name} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {REPORTS_UI.playerId(userId)}
          </Typography>
          <Holder assignee={assignee} meId={user?.id} />
        </Box>
        <IconButton onClick={onClose} aria-label={REPORTS_UI.close} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      {claim.outcome?.target.userId === userId ? <ClaimFeedback controller={claim} /> : null}
      <Actions target={target} open={open} access={access} claim={claim} />
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {REPORTS_UI.reportsHeading}
        </Typography>
        <Reports query={query} />
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {REPORTS_UI.notesAndSanctions}
      </Typography>
      <NotesPanel userId={userId} access={access} />
      <SanctionsPanel userId={userId} access={access} />
    </Box>
  );
}
