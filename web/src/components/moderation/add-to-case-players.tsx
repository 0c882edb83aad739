// The players a chat line concerns, as checkboxes: its sender (ticked for a new case, and labelled
// so) and each player the message names (never ticked for staff). The case gets exactly the ticked ones.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ChatPlayersResponse, type PlayerLabel } from '@staff-console/domain';
import { apiRequest } from '../../lib/api-client';
import { playerLabelText } from '../player-picker-label';
import { ADD_TO_CASE_UI } from './add-to-case-messages';

export const getChatPlayers = (id: string, signal?: AbortSignal) =>
  apiRequest(`/api/chat/${encodeURIComponent(id)}/players`, { signal, schema: ChatPlayersResponse });

export const useChatPlayers = (id: string | null) =>
  useQuery({ queryKey: ['chat-players', id], queryFn: ({ signal }) => getChatPlayers(id!, signal), enabled: id !== null, staleTime: 60_000 });

/** Ticked or not, per player; a player staff have not touched is ticked only when `byDefault` says so. */
export type PlayerChoice = Record<number, boolean>;

export const chosenPlayers = (offered: readonly PlayerLabel[], choice: PlayerChoice, byDefault: (p: PlayerLabel) => boolean): number[] =>
  offered.filter((p) => choice[p.userId] ?? byDefault(p)).map((p) => p.userId);

export function ChatLinePlayers({
  messageId,
  title,
  choice,
  onChoice,
  senderTicked,
}: {
  messageId: string;
  title: string;
  choice: PlayerChoice;
  onChoice: (choice: PlayerChoice) => void;
  senderTicked: boolean;
}) {
  const { data, isPending, isError } = useChatPlayers(messageId);
  if (isPending)
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {ADD_TO_CASE_UI.loading}
      </Typography>
    );
  if (isError)
    return (
      <Typography variant="body2" color="error" role="alert">
        {ADD_TO_CASE_UI.failed}
      </Typography>
    );
  const row = (p: PlayerLabel, note: string, ticked: boolean) => (
    <FormControlLabel
      key={p.userId}
      control={<Checkbox size="small" checked={choice[p.userId] ?? ticked} onChange={(e) => onChoice({ ...choice, [p.userId]: e.target.checked })} />}
      label={
        <span>
          <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {playerLabelText(p)}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary' }}>{` (${note})`}</Box>
        </span>
      }
      data-testid="case-player-choice"
      data-user-id={p.userId}
    />
  );
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {title}
      </Typography>
      <FormGroup>
        {row(data.sender, ADD_TO_CASE_UI.sender, senderTicked)}
        {data.named.map((p) => row(p, ADD_TO_CASE_UI.named, false))}
      </FormGroup>
      {data.named.length === 0 ? (
        <Typography variant="caption" color="text.secondary">
          {ADD_TO_CASE_UI.noneNamed}
        </Typography>
      ) : null}
    </Box>
  );
}
