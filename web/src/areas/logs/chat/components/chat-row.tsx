// One chat message (docs/RULES.md, "Screens and routes"): avatar, player name, the message as plain text, its translation
// beneath, the 'Filter Warning' chip and the timestamp chip (in the staff member's time zone); in the list, a 'Show
// context' action, and in the context dialog, the hit marked; the game server it was said in, when known.
import { memo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import TranslateIcon from '@mui/icons-material/Translate';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { ChatMessage } from '@staff-console/domain';
import { formatTimestamp } from '../../../../lib/format';
import { RowCheckbox } from '../../../../components/list-screen';
import { AddToCaseButton } from '../../../moderation';
import { PlayerAvatar, PlayerLink } from '../../../../components/players';
import { GameServerFacts, GameServerTag } from '../../../../components/game-server';
import { CHAT_UI } from '../chat-messages';

export const AVATAR_SIZE = 40;
const COMPACT_AVATAR_SIZE = 20;

interface ChatRowProps {
  message: ChatMessage;
  /** Offers 'Show context' for this message (the list); absent in the context dialog itself. */
  onShowContext?: (id: string) => void;
  /** The message the context dialog was opened for: marked, and announced as the current one. */
  current?: boolean;
  /** One line a message where it fits: a small avatar, name, message and time side by side. */
  compact?: boolean;
  /** A checkbox to pick the message for a case: whether it is picked, and how to toggle it. */
  select?: { checked: boolean; onToggle: (message: ChatMessage) => void };
}

export const ChatRow = memo(function ChatRow({ message, onShowContext, current = false, compact = false, select }: ChatRowProps) {
  if (compact) return <CompactChatRow message={message} onShowContext={onShowContext} select={select} />;
  const { userId, name, timestamp, filterWarning, translatedText } = message;
  return (
    <Box
      component="li"
      data-testid="chat-row"
      data-id={message._id}
      aria-current={current ? 'true' : undefined}
      sx={{
        display: 'flex',
        gap: { xs: 1.5, sm: 2 },
        px: { xs: 1.5, sm: 2.5 },
        py: 1.5,
        minWidth: 0,
        '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider' },
        ...(current ? { bgcolor: 'action.selected', boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.primary.main}` } : {}),
      }}
    >
      {select ? (
        <Box sx={{ mx: -0.5, mt: 0.5 }}>
          <RowCheckbox checked={select.checked} onChange={() => select.onToggle(message)} />
        </Box>
      ) : null}
      <PlayerAvatar userId={userId} name={name} size={AVATAR_SIZE} alt={CHAT_UI.avatarAlt(name)} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
          <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }} data-testid="chat-name">
            <PlayerLink userId={userId} name={name} />
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary">
            {CHAT_UI.userId(userId)}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, ml: { sm: 'auto' } }}>
            {filterWarning ? (
              <Tooltip title={CHAT_UI.filterWarningHint} describeChild>
                <Chip size="small" color="warning" variant="outlined" icon={<WarningAmberIcon />} label={CHAT_UI.filterWarning} data-testid="filter-warning" />
              </Tooltip>
            ) : null}
            <Chip
              size="small"
              variant="outlined"
              icon={<AccessTimeIcon />}
              label={<time dateTime={timestamp}>{formatTimestamp(timestamp)}</time>}
              data-testid="chat-time"
            />
            <RowActions message={message} onShowContext={onShowContext} />
          </Box>
        </Box>
        {/* Plain text only: React escapes it, so markup in a message is shown, never run. */}
        <Typography component="p" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="chat-message">
          {message.message}
        </Typography>
        {translatedText !== undefined ? (
          <Box sx={{ display: 'flex', gap: 0.75, mt: 0.5, color: 'text.secondary' }}>
            <TranslateIcon sx={{ fontSize: 18, mt: '2px' }} titleAccess={CHAT_UI.translatedLabel} />
            <Typography variant="body2" sx={{ fontStyle: 'italic', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="chat-translation">
              {translatedText}
            </Typography>
          </Box>
        ) : null}
        <GameServerFacts serverId={message.serverId} placeId={message.placeId} />
      </Box>
    </Box>
  );
});

const chatTarget = (m: ChatMessage) => ({ kind: 'chat' as const, id: m._id, players: [m.userId] });

/**
 * The compact line: checkbox, a small avatar, the name (its id in the title), the game server in
 * short, the message and its translation in one flow, then the time and the actions at the end; a long message wraps under itself.
 */
function CompactChatRow({ message, onShowContext, select }: Pick<ChatRowProps, 'message' | 'onShowContext' | 'select'>) {
  const { userId, name, timestamp, filterWarning, translatedText } = message;
  return (
    <Box
      component="li"
      data-testid="chat-row"
      data-id={message._id}
      data-density="compact"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        columnGap: 1,
        px: { xs: 1, sm: 1.5 },
        py: 0,
        minWidth: 0,
        '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider' },
        ...(select?.checked ? { bgcolor: 'action.selected' } : {}),
      }}
    >
      {select ? (
        <Box sx={{ '& .MuiCheckbox-root': { p: 0.25 } }}>
          <RowCheckbox checked={select.checked} onChange={() => select.onToggle(message)} />
        </Box>
      ) : null}
      <Box sx={{ pt: 0.25, display: 'flex' }}>
        <PlayerAvatar userId={userId} name={name} size={COMPACT_AVATAR_SIZE} alt={CHAT_UI.avatarAlt(name)} />
      </Box>
      {/* On a phone the time and the actions go under the message rather than squeezing it. */}
      <Typography component="p" variant="body2" sx={{ flex: '1 1 200px', minWidth: 0, py: 0.25, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ fontWeight: 600, mr: 0.75 }} data-testid="chat-name">
          <PlayerLink userId={userId} name={name} />
        </Box>
        <Box component="span" sx={{ typography: 'caption', color: 'text.secondary', mr: 1 }} title={CHAT_UI.userId(userId)}>
          {userId}
        </Box>
        <GameServerTag serverId={message.serverId} placeId={message.placeId} />
        {filterWarning ? (
          <Tooltip title={CHAT_UI.filterWarningHint} describeChild>
            <WarningAmberIcon
              color="warning"
              sx={{ fontSize: 16, verticalAlign: 'text-bottom', mr: 0.5 }}
              titleAccess={CHAT_UI.filterWarning}
              data-testid="filter-warning"
            />
          </Tooltip>
        ) : null}
        <span data-testid="chat-message">{message.message}</span>
        {translatedText !== undefined ? (
          <Box component="span" sx={{ display: 'block', fontStyle: 'italic', color: 'text.secondary' }} data-testid="chat-translation">
            <TranslateIcon sx={{ fontSize: 14, verticalAlign: 'text-bottom', mr: 0.5 }} titleAccess={CHAT_UI.translatedLabel} />
            {translatedText}
          </Box>
        ) : null}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0, ml: 'auto', '& .MuiIconButton-root': { p: 0.25 } }}>
        <Typography component="time" variant="caption" color="text.secondary" dateTime={timestamp} sx={{ whiteSpace: 'nowrap' }} data-testid="chat-time">
          {formatTimestamp(timestamp)}
        </Typography>
        <RowActions message={message} onShowContext={onShowContext} />
      </Box>
    </Box>
  );
}

/** 'Show context' (in the list, not in the context dialog itself) and 'Add to case'. */
function RowActions({ message, onShowContext }: { message: ChatMessage; onShowContext: ((id: string) => void) | undefined }) {
  return (
    <>
      {onShowContext ? (
        <Tooltip title={CHAT_UI.showContextHint}>
          <IconButton size="small" aria-label={CHAT_UI.showContext} onClick={() => onShowContext(message._id)} sx={{ p: 0.25 }}>
            <ManageSearchIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      <AddToCaseButton target={chatTarget(message)} />
    </>
  );
}
