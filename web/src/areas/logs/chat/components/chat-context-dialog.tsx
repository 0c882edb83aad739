// 'Show context' (docs/RULES.md, "Investigation"): the messages of every player just before and after one message, the
// message itself marked and scrolled into view. Which message is open lives in the URL
// (?context=<id>), so a reload or a copied link opens the same dialog. A message said in a known game
// server opens with that server's messages only, and a switch shows every server's instead; that
// choice lives in the URL too (&scope=all), only while it differs from the server's default.
import { useEffect, useId, useRef, useState } from 'react';
import type { ChatContextScope } from '@staff-console/domain';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { CopyLinkButton } from '../../../../components/copy-link-button';
import { LoadFailure } from '../../../../components/load-failure';
import { useChatContext } from '../api/get-chat-context';
import { CHAT_UI } from '../chat-messages';
import { ChatRow } from './chat-row';

interface ChatContextDialogProps {
  messageId: string | null;
  /** The scope the URL asks for (absent: the server's default for the message). */
  scope?: ChatContextScope | undefined;
  /** Puts a chosen scope in the URL, or takes it out (undefined) when it is the default. */
  onScopeChange: (scope: ChatContextScope | undefined) => void;
  onClose: () => void;
}

export function ChatContextDialog({ messageId, scope: linkedScope, onScopeChange, onClose }: ChatContextDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  // The switch is offered only for a message with a server, whose default is 'server': choosing it
  // again takes the scope out of the URL, and asks for it by name while this message stays open.
  const [serverChosenFor, setServerChosenFor] = useState<string | null>(null);
  const scope = linkedScope ?? (serverChosenFor !== null && serverChosenFor === messageId ? 'server' : undefined);
  const { data, isPending, isError, error, refetch } = useChatContext(messageId, scope);
  const listRef = useRef<HTMLUListElement>(null);
  const hitServer = data?.data.find((m) => m._id === data.hitId)?.serverId;
  const shownScope = scope ?? data?.scope;

  // Bring the hit into the middle of the list once it is there (the dialog opens at the top).
  const hitId = data?.hitId;
  useEffect(() => {
    if (!hitId) return;
    const frame = requestAnimationFrame(() => {
      listRef.current?.querySelector('[aria-current="true"]')?.scrollIntoView?.({ block: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hitId]);

  let body;
  if (messageId === null) {
    body = null;
  } else if (isError) {
    body = (
      <LoadFailure
        error={error}
        onRetry={() => void refetch()}
        retryLabel={CHAT_UI.retry}
        notFound={CHAT_UI.contextNotFound}
        failed={CHAT_UI.contextFailed}
        ownSentenceOnly
        variant="outlined"
      />
    );
  } else if (isPending) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 4 }}>
        <CircularProgress size={28} aria-hidden />
        <Typography>{CHAT_UI.contextLoading}</Typography>
      </Box>
    );
  } else {
    body = (
      <Box component="ul" ref={listRef} aria-label={CHAT_UI.contextList} data-testid="chat-context" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {data.data.map((m) => (
          <ChatRow key={m._id} message={m} current={m._id === data.hitId} />
        ))}
      </Box>
    );
  }

  return (
    <Dialog open={messageId !== null} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} scroll="paper" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {CHAT_UI.contextTitle}
        <Typography variant="body2" color="text.secondary">
          {shownScope === 'server' ? CHAT_UI.contextServerSubtitle : CHAT_UI.contextSubtitle}
        </Typography>
      </DialogTitle>
      <IconButton aria-label={CHAT_UI.close} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <Box sx={{ px: 3, pb: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <CopyLinkButton />
        {messageId !== null && hitServer !== undefined ? (
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-label={CHAT_UI.contextScope}
            value={shownScope ?? null}
            onChange={(_event, next: ChatContextScope | null) => {
              if (next === null) return;
              setServerChosenFor(next === 'server' ? messageId : null);
              onScopeChange(next === 'server' ? undefined : next);
            }}
          >
            <ToggleButton value="server">{CHAT_UI.contextThisServer}</ToggleButton>
            <ToggleButton value="all">{CHAT_UI.contextAllServers}</ToggleButton>
          </ToggleButtonGroup>
        ) : null}
      </Box>
      <DialogContent dividers sx={{ p: 0 }}>
        <Box sx={{ p: isPending || isError ? 2 : 0 }}>{body}</Box>
      </DialogContent>
    </Dialog>
  );
}
