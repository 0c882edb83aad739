// One appeal as staff read it: the player (name and id, linking to their record), the sanction (type
// and end, both reasons, who issued it and when, its code, its enforcement) and what the player
// wrote, with their contact and when they sent it; once decided, who decided and their answer.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatTimestamp, type Appeal } from '@staff-console/domain';
import { PlayerLink } from '../../../components/players';
import { EnforcementState, sanctionHeadline } from '../../moderation';
import { APPEALS_UI } from '../appeals-messages';

const STATUS_COLOR = { open: 'warning', upheld: 'default', reduced: 'info', lifted: 'success' } as const;
const WRAP = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function Labelled({ label, children, testId }: { label: string; children: string; testId?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" sx={WRAP} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

export function AppealPlayer({ appeal }: { appeal: Pick<Appeal, 'userId' | 'playerName'> }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 0.75, minWidth: 0 }} data-testid="appeal-player">
      <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        <PlayerLink userId={appeal.userId} name={appeal.playerName ?? APPEALS_UI.unnamed} />
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {APPEALS_UI.playerId(appeal.userId)}
      </Typography>
    </Box>
  );
}

export function AppealSanction({ appeal }: { appeal: Appeal }) {
  const { sanction } = appeal;
  return (
    <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }} data-testid="appeal-sanction">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {sanctionHeadline(sanction)}
      </Typography>
      <Labelled label={APPEALS_UI.reason}>{sanction.reason}</Labelled>
      <Labelled label={APPEALS_UI.publicReason}>{sanction.publicReason || APPEALS_UI.noPublicReason}</Labelled>
      <Box sx={{ typography: 'caption', color: 'text.secondary', overflowWrap: 'anywhere' }}>
        <div>{APPEALS_UI.issuedBy(sanction.createdBy.username, formatTimestamp(sanction.createdAt))}</div>
        <div>{sanction.expiresAt === null ? APPEALS_UI.permanent : APPEALS_UI.ends(formatTimestamp(sanction.expiresAt))}</div>
        {sanction.appealCode ? <div data-testid="appeal-sanction-code">{APPEALS_UI.code(sanction.appealCode)}</div> : null}
      </Box>
      <EnforcementState sanction={sanction} canRetry={false} />
    </Box>
  );
}

export function AppealHeader({ appeal }: { appeal: Appeal }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, minWidth: 0 }}>
      <AppealPlayer appeal={appeal} />
      <Chip size="small" variant="outlined" color={STATUS_COLOR[appeal.status]} label={APPEALS_UI.statuses[appeal.status]} data-testid="appeal-status" />
      <Typography variant="caption" color="text.secondary">
        {APPEALS_UI.submitted(formatTimestamp(appeal.submittedAt))}
      </Typography>
    </Box>
  );
}

export function AppealWords({ appeal }: { appeal: Appeal }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
      <Labelled label={APPEALS_UI.appealText} testId="appeal-text">
        {appeal.text}
      </Labelled>
      {appeal.contact ? <Labelled label={APPEALS_UI.contact}>{appeal.contact}</Labelled> : null}
      {appeal.decidedAt ? (
        <>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {APPEALS_UI.decidedBy(appeal.decidedBy?.username ?? '—', formatTimestamp(appeal.decidedAt))}
          </Typography>
          {appeal.publicAnswer ? <Labelled label={APPEALS_UI.publicAnswer}>{appeal.publicAnswer}</Labelled> : null}
          {appeal.privateNote ? <Labelled label={APPEALS_UI.privateNote}>{appeal.privateNote}</Labelled> : null}
        </>
      ) : null}
    </Box>
  );
}
