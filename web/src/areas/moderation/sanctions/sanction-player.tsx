// The player a sanction hits, as lists show them: the name (a link to the player page) with the id
// beside it, or the id alone as the link when no name was seen.
import Typography from '@mui/material/Typography';
import { PlayerLink } from '../../../components/players';

export function SanctionPlayer({ userId, name }: { userId: number; name: string | null | undefined }) {
  return (
    <Typography component="span" variant="body2" data-testid="sanction-player" sx={{ overflowWrap: 'anywhere' }}>
      <PlayerLink userId={userId} name={name ?? String(userId)} />
      {name ? (
        <Typography component="span" variant="body2" color="text.secondary">
          {` · ${userId}`}
        </Typography>
      ) : null}
    </Typography>
  );
}
