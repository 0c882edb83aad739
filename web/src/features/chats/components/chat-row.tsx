// One chat message (docs/RULES.md, "Screens and routes"): avatar, player name, the message as plain text, its translation
// beneath, the 'Filter Warning' chip and the US Eastern timestamp chip; in the list, a 'Show
// context' action, and in the context dialog, the hit marked.
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
import { formatEasternDate } from '../../../lib/format';
import { AddToCaseButton } from '../../../components/moderation/add-to-case-button';
import { PlayerAvatar } from '../../../components/player-avatar';
import { PlayerLink } from '../../../components/player-link';
import { CHAT_UI } from '../chat-messages';

export const AVATAR_SIZE = 40;

interface ChatRowProps {
  message: ChatMessage;
  /** Offers 'Show context' for this message (the list); absent in the context dialog itself. */
  onShowContext?: (id: string) => void;
  /** The message the context dialog was opened for: marked, and announced as the current one. */
  current?: boolean;
}

export const ChatRow = memo(function ChatRow({ message, onShowContext, current = false }: ChatRowProps) {
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
              label={<time dateTime={timestamp}>{formatEasternDate(timestamp)}</time>}
              data-testid="chat-time"
            />
            {onShowContext ? (
              <Tooltip title={CHAT_UI.showContextHint}>
                <IconButton size="small" aria-label={CHAT_UI.showContext} onClick={() => onShowContext(message._id)} sx={{ p: 0.25 }}>
                  <ManageSearchIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
            <AddToCaseButton target={{ kind: 'chat', id: message._id, players: [userId] }} />
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
      </Box>
    </Box>
  );
});
