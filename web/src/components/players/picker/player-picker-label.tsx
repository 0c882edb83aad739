// A player as staff see them where they decide something: "Name · id", the name linking to the
// player page; the id alone when no name may be shown.
import Box from '@mui/material/Box';
import type { PlayerLabel } from '@staff-console/domain';
import { PlayerLink } from '../player-link';

/** "Name · id" as plain text (buttons, sentences). */
export const playerLabelText = ({ userId, name }: PlayerLabel): string => (name ? `${name} · ${userId}` : String(userId));

export function PlayerLabelLink({ label }: { label: PlayerLabel }) {
  return (
    // One unit: the name and its id wrap together, not apart (a name longer than the line still breaks).
    <Box
      component="span"
      data-testid="player-label"
      data-user-id={label.userId}
      sx={{ display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere', verticalAlign: 'bottom' }}
    >
      <PlayerLink userId={label.userId} name={label.name ?? String(label.userId)} />
      {label.name ? (
        <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {` · ${label.userId}`}
        </Box>
      ) : null}
    </Box>
  );
}
