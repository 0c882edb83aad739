// The players chat lines concern, as checkboxes: each line's sender (ticked for a new case, and
// labelled so) and each player a message names (never ticked for staff). The case gets exactly the
// ticked ones. Several lines (rows chosen together) are asked about together, at most
// CHAT_LINES_ASKED of them.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { ChatPlayersResponse, type PlayerLabel } from '@staff-console/domain';
import { apiRequest } from '../../../lib/api-client';
import { playerLabelText } from '../../../components/players';
import { ADD_TO_CASE_UI } from './add-to-case-messages';

export const CHAT_LINES_ASKED = 20;

export const getChatPlayers = (id: string, signal?: AbortSignal) =>
  apiRequest(`/api/chat/${encodeURIComponent(id)}/players`, { signal, schema: ChatPlayersResponse });

export interface OfferedPlayer {
  player: PlayerLabel;
  role: 'sender' | 'named';
}

/** The senders and named players of these chat lines, once each (a sender stays a sender). */
export function useChatLinesPlayers(ids: readonly string[]): { offered: OfferedPlayer[] | undefined; isPending: boolean; isError: boolean } {
  const results = useQueries({
    queries: ids.slice(0, CHAT_LINES_ASKED).map((id) => ({
      queryKey: ['chat-players', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => getChatPlayers(id, signal),
      staleTime: 60_000,
    })),
  });
  const isPending = results.some((r) => r.isPending);
  const isError = results.some((r) => r.isError);
  if (ids.length === 0 || isPending || isError) return { offered: undefined, isPending, isError };
  const byId = new Map<number, OfferedPlayer>();
  for (const r of results) byId.set(r.data!.sender.userId, { player: r.data!.sender, role: 'sender' });
  for (const r of results) for (const p of r.data!.named) if (!byId.has(p.userId)) byId.set(p.userId, { player: p, role: 'named' });
  return { offered: [...byId.values()], isPending, isError };
}

/** Ticked or not, per player; a player staff have not touched is ticked only when `byDefault` says so. */
export type PlayerChoice = Record<number, boolean>;

export const chosenPlayers = (offered: readonly OfferedPlayer[], choice: PlayerChoice, byDefault: (p: OfferedPlayer) => boolean): number[] =>
  offered.filter((p) => choice[p.player.userId] ?? byDefault(p)).map((p) => p.player.userId);

export function ChatLinePlayers({
  lines,
  title,
  choice,
  onChoice,
  sendersTicked,
}: {
  lines: ReturnType<typeof useChatLinesPlayers>;
  title: string;
  choice: PlayerChoice;
  onChoice: (choice: PlayerChoice) => void;
  sendersTicked: boolean;
}) {
  if (lines.isError)
    return (
      <Typography variant="body2" color="error" role="alert">
        {ADD_TO_CASE_UI.failed}
      </Typography>
    );
  if (!lines.offered)
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {ADD_TO_CASE_UI.loading}
      </Typography>
    );
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {title}
      </Typography>
      <FormGroup>
        {lines.offered.map(({ player: p, role }) => (
          <FormControlLabel
            key={p.userId}
            control={
              <Checkbox
                size="small"
                checked={choice[p.userId] ?? (role === 'sender' && sendersTicked)}
                onChange={(e) => onChoice({ ...choice, [p.userId]: e.target.checked })}
              />
            }
            label={
              <span>
                <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {playerLabelText(p)}
                </Box>
                <Box component="span" sx={{ color: 'text.secondary' }}>{` (${role === 'sender' ? ADD_TO_CASE_UI.sender : ADD_TO_CASE_UI.named})`}</Box>
              </span>
            }
            data-testid="case-player-choice"
            data-user-id={p.userId}
          />
        ))}
      </FormGroup>
      {lines.offered.every((o) => o.role === 'sender') ? (
        <Typography variant="caption" color="text.secondary">
          {ADD_TO_CASE_UI.noneNamed}
        </Typography>
      ) : null}
    </Box>
  );
}
