// The game server a chat line, trade or purchase happened in: 'Server' with its JobId and 'Place'
// with the place id, each only when the game sent it (nothing at all for entries without them); in
// a tight row, the JobId's first characters only, the whole of it in a tooltip.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GAME_SERVER_UI } from './game-server-messages';

export function GameServerFacts({ serverId, placeId }: { serverId?: string | undefined; placeId?: string | undefined }) {
  if (serverId === undefined && placeId === undefined) return null;
  const facts: [string, string, string][] = [];
  if (serverId !== undefined) facts.push([GAME_SERVER_UI.server, serverId, 'game-server']);
  if (placeId !== undefined) facts.push([GAME_SERVER_UI.place, placeId, 'game-place']);
  return (
    <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, typography: 'caption', color: 'text.secondary' }}>
      {facts.map(([label, value, testId]) => (
        <Box key={label} sx={{ display: 'flex', gap: 0.5, minWidth: 0 }}>
          <Typography component="dt" variant="caption">
            {label}
          </Typography>
          <Typography component="dd" variant="caption" sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }} data-testid={testId}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Characters of a JobId shown in a tight row: enough to tell apart the servers of one moment. */
export const SHORT_SERVER_ID = 8;

/**
 * 'Server 9a3e5c71' in a compact row: a few characters that never widen it (a 36-character JobId
 * would not fit beside a message on a phone), the whole JobId and the place in the title.
 */
export function GameServerTag({ serverId, placeId }: { serverId?: string | undefined; placeId?: string | undefined }) {
  if (serverId === undefined) return null;
  return (
    <Box component="span" sx={{ typography: 'caption', color: 'text.secondary', whiteSpace: 'nowrap', mr: 1 }} data-testid="game-server-short">
      {GAME_SERVER_UI.server}{' '}
      <Box component="abbr" title={GAME_SERVER_UI.serverTitle(serverId, placeId)} sx={{ fontFamily: 'monospace', textDecoration: 'none' }}>
        {serverId.slice(0, SHORT_SERVER_ID)}
      </Box>
    </Box>
  );
}
