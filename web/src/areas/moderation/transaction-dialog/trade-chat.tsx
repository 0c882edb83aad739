// 'Chat before this trade' in the trade dialog: the two players' chat in the ten minutes before the
// trade, loaded when asked for. Shown only to staff who may read chat (the server checks too).
import { useContext, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { can, type ChatMessage, formatTimestamp, permissionSubject } from '@staff-console/domain';
import { errorText } from '../../../lib/api-client';
import { AuthContext } from '../../../lib/auth-context';
import { DIALOG_UI } from './dialog-messages';
import { useTradeChat } from './get-trade-chat';
import { PlayerLink } from '../../../components/players';

/** Whether the signed-in user may read chat (false outside a session, e.g. in isolated tests). */
function useCanReadChat(): boolean {
  const auth = useContext(AuthContext);
  return can(permissionSubject(auth?.user ?? null), 'view_chat');
}

function ChatLine({ message }: { message: ChatMessage }) {
  return (
    <Box component="li" data-testid="trade-chat-message" sx={{ py: 1, '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider' } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
        <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          <PlayerLink userId={message.userId} name={message.name} />
        </Typography>
        <Typography component="time" variant="caption" color="text.secondary" dateTime={message.timestamp}>
          {formatTimestamp(message.timestamp)}
        </Typography>
      </Box>
      {/* Plain text: React escapes it. */}
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Typography>
      {message.translatedText !== undefined ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.translatedText}
        </Typography>
      ) : null}
    </Box>
  );
}

function TradeChatBody({ tradeId }: { tradeId: string }) {
  const { data, isPending, isError, error, refetch } = useTradeChat(tradeId, true);
  if (isError) {
    return (
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {DIALOG_UI.retry}
          </Button>
        }
      >
        {errorText(error, DIALOG_UI.chatFailed)}
      </Alert>
    );
  }
  if (isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{DIALOG_UI.chatLoading}</Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {data.unresolved.length > 0 ? <Alert severity="info">{DIALOG_UI.chatUnresolved(data.unresolved)}</Alert> : null}
      {data.truncated ? <Alert severity="info">{DIALOG_UI.chatTruncated(data.data.length)}</Alert> : null}
      {data.data.length === 0 ? (
        <Typography color="text.secondary">{DIALOG_UI.chatEmpty}</Typography>
      ) : (
        <Box component="ul" aria-label={DIALOG_UI.chatTitle} sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 360, overflowY: 'auto' }}>
          {data.data.map((m) => (
            <ChatLine key={m._id} message={m} />
          ))}
        </Box>
      )}
    </Box>
  );
}

export function TradeChat({ tradeId }: { tradeId: string }) {
  const allowed = useCanReadChat();
  const [shown, setShown] = useState(false);
  const headingId = useId();
  if (!allowed) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid="trade-chat"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Box>
          <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 600 }}>
            {DIALOG_UI.chatTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {DIALOG_UI.chatSubtitle}
          </Typography>
        </Box>
        {shown ? null : (
          <Button variant="outlined" size="small" startIcon={<ForumOutlinedIcon />} onClick={() => setShown(true)}>
            {DIALOG_UI.chatShow}
          </Button>
        )}
      </Box>
      {shown ? <TradeChatBody tradeId={tradeId} /> : null}
    </Paper>
  );
}
