// A player's name as a link to their page (issue 11): by user id when the log row carries one, else
// through the name lookup (a name logged without an id may have belonged to several players).
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';

export const playerPath = (userId: number) => `/players/${userId}`;
export const playerNamePath = (name: string) => `/players?${new URLSearchParams({ name }).toString()}`;

export function PlayerLink({ userId, name, children }: { userId?: number | null | undefined; name: string; children?: ReactNode }) {
  const to = userId !== undefined && userId !== null ? playerPath(userId) : playerNamePath(name);
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      color="inherit"
      // A link inside a clickable row or card must not also open the row.
      onClick={(e) => e.stopPropagation()}
      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      data-testid="player-link"
    >
      {children ?? name}
    </Link>
  );
}
