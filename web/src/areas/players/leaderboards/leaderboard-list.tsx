// One ranking (docs/RULES.md, "Screens and routes"): rank badge (gold, silver, bronze for 1–3), username,
// 'User ID: {id}' and the category's value chip, locale-formatted.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { LeaderboardCategory, LeaderboardEntry } from '@staff-console/domain';
import { formatNumber } from '../../../lib/format';
import { LEADERBOARD_UI } from './leaderboard-messages';
import { PlayerLink } from '../../../components/players/player-link';

/** Medals for the first three ranks (docs/RULES.md, "Constants and limits"). */
export const MEDALS = {
  1: { name: 'gold', bg: '#f5c518', fg: '#3d2f00' },
  2: { name: 'silver', bg: '#c0c6cc', fg: '#22272b' },
  3: { name: 'bronze', bg: '#cd7f32', fg: '#2b1500' },
} as const;

export const medalOf = (rank: number) => (rank === 1 || rank === 2 || rank === 3 ? MEDALS[rank] : null);

export function RankBadge({ rank }: { rank: number }) {
  const medal = medalOf(rank);
  return (
    <Box
      data-testid="rank-badge"
      data-medal={medal?.name ?? 'none'}
      aria-label={LEADERBOARD_UI.rank(rank)}
      role="img"
      sx={{
        flexShrink: 0,
        minWidth: 36,
        height: 36,
        px: 0.75,
        borderRadius: '18px',
        display: 'grid',
        placeItems: 'center',
        fontWeight: 700,
        fontSize: rank >= 100 ? '0.75rem' : '0.875rem',
        fontVariantNumeric: 'tabular-nums',
        bgcolor: medal ? medal.bg : 'action.selected',
        color: medal ? medal.fg : 'text.primary',
        boxShadow: medal ? 1 : 0,
      }}
    >
      {rank}
    </Box>
  );
}

export function LeaderboardList({ category, entries, label }: { category: LeaderboardCategory; entries: readonly LeaderboardEntry[]; label: string }) {
  const chip = LEADERBOARD_UI.chip[category];
  return (
    <Box component="ol" aria-label={LEADERBOARD_UI.listLabel(label)} sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 560, overflowY: 'auto' }}>
      {entries.map((entry, i) => (
        <Box
          component="li"
          key={entry.userId}
          data-testid="leaderboard-entry"
          data-rank={entry.rank}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: { xs: 1.5, sm: 2 },
            py: 1.25,
            px: { xs: 1.5, sm: 2.5 },
            borderBottom: i < entries.length - 1 ? 1 : 0,
            borderColor: 'divider',
          }}
        >
          <RankBadge rank={entry.rank} />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={entry.username}>
              <PlayerLink userId={entry.userId} name={entry.username} />
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {LEADERBOARD_UI.userId(entry.userId)}
            </Typography>
          </Box>
          <Chip label={chip(formatNumber(entry.value))} color="primary" variant="outlined" size="small" sx={{ fontWeight: 600, flexShrink: 0 }} />
        </Box>
      ))}
    </Box>
  );
}
