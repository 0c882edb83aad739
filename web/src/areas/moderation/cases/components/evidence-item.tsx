// One piece of evidence as its log screen shows it: a chat line, a trade (its sides, value and
// profit or loss), a purchase; 'Details' opens the same dialog as Trade and Marketplace Logs. An item
// of a kind the viewer may not see says which permission it needs, and nothing of it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { formatCaseBux, formatTimestamp, formatNumber, formatRap, formatSide, storedSide, type Evidence, type VisibleEvidence } from '@staff-console/domain';
import { PlayerLink } from '../../../../components/players';
import { profitColor, signedRap } from '../../../../components/profit-loss';
import type { Transaction } from '../../transaction-dialog/transaction-dialog';
import { CASES_UI } from '../cases-messages';
import { ItemRow } from '../../../../components/list-screen';
import { ReportEvidence } from './report-evidence';

/** When the evidence's log row happened (its place in the case's time order). */
export function evidenceTime(e: Evidence): string {
  if (e.hidden) return e.addedAt;
  switch (e.kind) {
    case 'chat':
      return e.snapshot.timestamp;
    case 'trade':
      return e.snapshot.date;
    case 'marketplace':
      return e.snapshot.date;
    case 'report':
      return e.snapshot.report.date;
  }
}

const ICONS = { chat: ChatBubbleOutlineIcon, trade: SwapHorizIcon, marketplace: StorefrontOutlinedIcon, report: OutlinedFlagIcon } as const;

function Body({ evidence, onOpen }: { evidence: VisibleEvidence; onOpen: (t: Transaction) => void }) {
  switch (evidence.kind) {
    case 'report':
      return <ReportEvidence snapshot={evidence.snapshot} />;
    case 'chat': {
      const m = evidence.snapshot;
      return (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
            <PlayerLink userId={m.userId} name={m.name} />
            <Typography component="span" variant="caption" color="text.secondary">{`User ID: ${m.userId}`}</Typography>
            {m.filterWarning ? <Chip size="small" color="warning" variant="outlined" icon={<WarningAmberIcon />} label="Filter Warning" /> : null}
          </Box>
          <Typography component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="evidence-message">
            {m.message}
          </Typography>
          {m.translatedText ? (
            <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
              {m.translatedText}
            </Typography>
          ) : null}
        </>
      );
    }
    case 'trade': {
      const t = evidence.snapshot;
      return (
        <>
          <Typography component="p" sx={{ overflowWrap: 'anywhere' }}>
            <PlayerLink userId={t.senderId} name={t.sender} /> {CASES_UI.sent} {formatSide(storedSide(t, 'sent'))} {CASES_UI.to}{' '}
            <PlayerLink userId={t.receiverId} name={t.receiver} /> {CASES_UI.got} {formatSide(storedSide(t, 'received'))}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {formatRap(t.total)}
            </Typography>
            <Typography variant="body2" sx={{ color: profitColor(t.profitLoss), fontWeight: 600 }}>
              {`P/L ${signedRap(t.profitLoss)}`}
            </Typography>
            {t.lopsided ? <Chip size="small" color="error" variant="outlined" label="Lopsided" /> : null}
            <Button size="small" onClick={() => onOpen({ kind: 'trade', trade: t })}>
              {CASES_UI.openDetails}
            </Button>
          </Box>
        </>
      );
    }
    case 'marketplace': {
      const e = evidence.snapshot;
      return (
        <>
          <Typography component="p" sx={{ overflowWrap: 'anywhere' }}>
            <PlayerLink userId={e.buyerId} name={e.buyer} /> {CASES_UI.bought} {e.quantity > 1 ? `${formatNumber(e.quantity)} × ` : ''}
            <strong>{e.itemName}</strong> {CASES_UI.from} <PlayerLink userId={e.sellerId} name={e.seller} /> {CASES_UI.for} {formatCaseBux(e.price)}
          </Typography>
          <Button size="small" onClick={() => onOpen({ kind: 'purchase', entry: e })} sx={{ mt: 0.5 }}>
            {CASES_UI.openDetails}
          </Button>
        </>
      );
    }
  }
}

export interface EvidenceItemProps {
  evidence: Evidence;
  canRemove: boolean;
  onRemove: (e: Evidence) => void;
  onOpen: (t: Transaction) => void;
}

export function EvidenceItem({ evidence, canRemove, onRemove, onOpen }: EvidenceItemProps) {
  const Icon = evidence.hidden ? LockOutlinedIcon : ICONS[evidence.kind];
  return (
    <ItemRow data-testid="evidence-item" data-kind={evidence.kind} data-hidden={evidence.hidden ? 'true' : 'false'} sx={{ display: 'flex', gap: 1.5 }}>
      <Icon color="action" sx={{ mt: 0.25, flex: 'none' }} aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          <time dateTime={evidenceTime(evidence)}>{formatTimestamp(evidenceTime(evidence))}</time>
        </Typography>
        {evidence.hidden ? (
          <Typography color="text.secondary">{CASES_UI.hiddenEvidence(CASES_UI.evidenceKinds[evidence.kind], evidence.requires)}</Typography>
        ) : (
          <Body evidence={evidence} onOpen={onOpen} />
        )}
        {!evidence.hidden && evidence.note ? (
          <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {CASES_UI.evidenceNote(evidence.note)}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary" component="p">
          {CASES_UI.addedBy(evidence.addedBy.username, formatTimestamp(evidence.addedAt))}
        </Typography>
      </Box>
      {canRemove ? (
        <Button size="small" color="error" onClick={() => onRemove(evidence)} sx={{ alignSelf: 'flex-start', flex: 'none' }}>
          {CASES_UI.remove}
        </Button>
      ) : null}
    </ItemRow>
  );
}
