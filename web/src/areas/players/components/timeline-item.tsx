// One timeline event: a chat message, a trade (sent or received) or a marketplace purchase or
// sale, each with its time, the other player as a link, and a way into the full record.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import GavelIcon from '@mui/icons-material/Gavel';
import RecordVoiceOverOutlinedIcon from '@mui/icons-material/RecordVoiceOverOutlined';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { formatTimestamp, formatNumber, formatSide, storedSide, type TimelineItem as Item } from '@staff-console/domain';
import { AddToCaseButton, type CaseTarget, MOD_UI, sanctionHeadline } from '../../moderation';
import { PlayerLink } from '../../../components/players/player-link';
import { PLAYER_UI } from '../player-messages';

const ICONS = {
  chat: ChatBubbleOutlineIcon,
  trade: SwapHorizIcon,
  marketplace: StorefrontOutlinedIcon,
  note: StickyNote2OutlinedIcon,
  sanction: GavelIcon,
  appeal: RecordVoiceOverOutlinedIcon,
} as const;

function Row({ item, children, action }: { item: Item; children: ReactNode; action?: ReactNode }) {
  const Icon = ICONS[item.kind];
  return (
    <Box
      component="li"
      data-testid="timeline-item"
      data-kind={item.kind}
      sx={{
        display: 'flex',
        gap: 1.5,
        px: { xs: 1.5, sm: 2.5 },
        py: 1.5,
        minWidth: 0,
        '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Icon color="action" sx={{ mt: 0.25, flex: 'none' }} aria-label={PLAYER_UI.kinds[item.kind]} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          <time dateTime={item.at}>{formatTimestamp(item.at)}</time>
        </Typography>
        <Box sx={{ overflowWrap: 'anywhere' }}>{children}</Box>
      </Box>
      <Box sx={{ flex: 'none', alignSelf: 'center', display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {action}
        <AddToCaseButton target={caseTarget(item)} />
      </Box>
    </Box>
  );
}

/** What 'Add to case' adds from this row: the log row as evidence, or (notes, sanctions) the player. */
function caseTarget(item: Item): CaseTarget {
  switch (item.kind) {
    case 'chat':
      return { kind: 'chat', id: item.chat._id, players: [item.chat.userId] };
    case 'trade':
      return { kind: 'trade', id: item.trade._id, players: [item.trade.senderId, item.trade.receiverId] };
    case 'marketplace':
      return { kind: 'marketplace', id: item.entry._id, players: [item.entry.sellerId, item.entry.buyerId] };
    case 'note':
      return { kind: 'player', userId: item.note.userId };
    case 'sanction':
      return { kind: 'player', userId: item.sanction.userId };
    case 'appeal':
      return { kind: 'player', userId: item.appeal.userId };
  }
}

function ByName({ matchedBy }: { matchedBy: 'id' | 'name' }) {
  if (matchedBy === 'id') return null;
  return (
    <Tooltip title={PLAYER_UI.matchedByName} describeChild>
      <Chip size="small" variant="outlined" label={PLAYER_UI.byName} sx={{ ml: 1 }} />
    </Tooltip>
  );
}

const open = (to: string, label: string) => (
  <Button component={RouterLink} to={to} size="small">
    {label}
  </Button>
);

export function TimelineItem({ item }: { item: Item }) {
  switch (item.kind) {
    case 'chat': {
      const { chat } = item;
      return (
        <Row item={item}>
          <Typography component="p" sx={{ whiteSpace: 'pre-wrap' }}>
            {chat.message}
          </Typography>
          {chat.translatedText ? (
            <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
              {chat.translatedText}
            </Typography>
          ) : null}
          {chat.filterWarning ? (
            <Chip size="small" color="warning" variant="outlined" icon={<WarningAmberIcon />} label={PLAYER_UI.filterWarning} sx={{ mt: 0.5 }} />
          ) : null}
        </Row>
      );
    }
    case 'trade': {
      const { trade, role } = item;
      const sending = role === 'sender';
      const gave = storedSide(trade, sending ? 'sent' : 'received');
      const got = storedSide(trade, sending ? 'received' : 'sent');
      return (
        <Row item={item} action={open(`/trades?open=${trade._id}`, PLAYER_UI.openTrade)}>
          <Typography component="p">
            {sending ? PLAYER_UI.sent : PLAYER_UI.received}{' '}
            <PlayerLink userId={sending ? trade.receiverId : trade.senderId} name={sending ? trade.receiver : trade.sender} />
            <ByName matchedBy={item.matchedBy} />
            {trade.lopsided ? <Chip size="small" color="error" variant="outlined" label={PLAYER_UI.lopsided} sx={{ ml: 1 }} /> : null}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {PLAYER_UI.gaveGot(formatSide(gave), formatSide(got))}
          </Typography>
        </Row>
      );
    }
    case 'marketplace': {
      const { entry, role } = item;
      const selling = role === 'seller';
      return (
        <Row item={item} action={open(`/marketplace?open=${entry._id}`, PLAYER_UI.openPurchase)}>
          <Typography component="p">
            {selling ? PLAYER_UI.sold : PLAYER_UI.bought} {entry.quantity > 1 ? `${formatNumber(entry.quantity)} × ` : ''}
            {entry.itemName} {selling ? PLAYER_UI.to_ : PLAYER_UI.from_}{' '}
            <PlayerLink userId={selling ? entry.buyerId : entry.sellerId} name={selling ? entry.buyer : entry.seller} />
            <ByName matchedBy={item.matchedBy} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {PLAYER_UI.forPrice(entry.price)}
          </Typography>
        </Row>
      );
    }
    case 'note':
      return (
        <Row item={item}>
          <Typography component="p" sx={{ whiteSpace: 'pre-wrap' }}>
            {item.note.text}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {PLAYER_UI.noteBy(item.note.createdBy.username)}
          </Typography>
        </Row>
      );
    case 'sanction':
      return (
        <Row item={item}>
          <Typography
            component="p"
            sx={{ fontWeight: 600 }}
          >{`${sanctionHeadline(item.sanction)} (${MOD_UI.sanctionStatuses[item.sanction.status].toLowerCase()})`}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
            {item.sanction.reason}
          </Typography>
        </Row>
      );
    case 'appeal': {
      const { appeal } = item;
      return (
        <Row item={item} action={open('/appeals', PLAYER_UI.openAppeals)}>
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {PLAYER_UI.appealHeadline(PLAYER_UI.appealSanctionTypes[appeal.sanctionType], PLAYER_UI.appealStatuses[appeal.status])}
          </Typography>
          {appeal.publicAnswer ? (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
              {appeal.publicAnswer}
            </Typography>
          ) : null}
          {appeal.decidedBy ? (
            <Typography variant="body2" color="text.secondary">
              {PLAYER_UI.appealDecidedBy(appeal.decidedBy.username)}
            </Typography>
          ) : null}
        </Row>
      );
    }
  }
}
