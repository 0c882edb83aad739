// The chat list's skeleton rows and its rows; the page shell shows them in the list's four states.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Fragment, useCallback } from 'react';
import type { ChatMessage } from '@staff-console/domain';
import { PageCheckbox, type RowSelection } from '../../../../components/list-screen';
import type { SelectedLogRow } from '../../../moderation';
import { CHAT_UI } from '../chat-messages';
import { AVATAR_SIZE, ChatRow } from './chat-row';

const SKELETON_ROWS = 8;

export function ChatSkeleton() {
  return (
    <Paper variant="outlined" role="status" aria-busy="true" aria-label={CHAT_UI.loading}>
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <Fragment key={i}>
          {i > 0 ? <Divider component="div" /> : null}
          <Box data-testid="chat-skeleton" sx={{ display: 'flex', gap: 2, px: { xs: 1.5, sm: 2.5 }, py: 1.5 }}>
            <Skeleton variant="circular" width={AVATAR_SIZE} height={AVATAR_SIZE} sx={{ flex: 'none' }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Skeleton variant="text" width="30%" />
              <Skeleton variant="text" width={i % 2 ? '85%' : '60%'} />
            </Box>
          </Box>
        </Fragment>
      ))}
    </Paper>
  );
}

export interface ChatRowsProps {
  messages: ChatMessage[];
  busy: boolean;
  onShowContext?: (id: string) => void;
  compact?: boolean;
  /** Checkboxes to pick messages for a case (those who may change cases). */
  selection?: RowSelection<SelectedLogRow> | null;
}

/** A message as a selectable row: its sender comes into a new case. */
export const chatRow = (m: ChatMessage): SelectedLogRow => ({ id: m._id, kind: 'chat', players: [m.userId] });

export function ChatRows({ messages, busy, onShowContext, compact = false, selection }: ChatRowsProps) {
  const rows = messages.map(chatRow);
  const toggle = useCallback((m: ChatMessage) => selection?.toggle(chatRow(m)), [selection]);
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {selection ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1, sm: 1.5 }, py: 0.25, borderBottom: 1, borderColor: 'divider' }}>
          <PageCheckbox state={selection.stateOf(rows)} onChange={() => selection.toggleAll(rows)} />
          <Typography variant="body2" color="text.secondary" aria-hidden>
            {CHAT_UI.selectPage}
          </Typography>
        </Box>
      ) : null}
      <Box component="ul" aria-label={CHAT_UI.messagesList} aria-busy={busy} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {messages.map((m) => (
          <ChatRow
            key={m._id}
            message={m}
            onShowContext={onShowContext}
            compact={compact}
            select={selection ? { checked: selection.has(m._id), onToggle: toggle } : undefined}
          />
        ))}
      </Box>
    </Paper>
  );
}
