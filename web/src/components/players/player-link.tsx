// A player's name as a link to their page (docs/RULES.md, "Investigation"): by user id when the log
// row carries one, else through the name lookup (a name logged without an id may have belonged to
// several players).
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { Breakpoint } from '@mui/material/styles';

export const playerPath = (userId: number) => `/players/${userId}`;
export const playerNamePath = (name: string) => `/players?${new URLSearchParams({ name }).toString()}`;

export interface PlayerLinkProps {
  userId?: number | null | undefined;
  name: string;
  children?: ReactNode;
  /**
   * Keeps the name on one line, cut with an ellipsis past this width (the full name is its title).
   * Without it a long name wraps, at any character only when a word cannot fit.
   */
  maxWidth?: number | string | Partial<Record<Breakpoint, number | string>>;
}

const ONE_LINE = { display: 'inline-block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', verticalAlign: 'bottom' } as const;

export function PlayerLink({ userId, name, children, maxWidth }: PlayerLinkProps) {
  const to = userId !== undefined && userId !== null ? playerPath(userId) : playerNamePath(name);
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      color="inherit"
      // A link inside a clickable row or card must not also open the row.
      onClick={(e) => e.stopPropagation()}
      title={maxWidth === undefined ? undefined : name}
      sx={maxWidth === undefined ? { fontWeight: 600, overflowWrap: 'anywhere' } : { fontWeight: 600, ...ONE_LINE, maxWidth }}
      data-testid="player-link"
    >
      {children ?? name}
    </Link>
  );
}
