// The player's header (avatar, name, id, earlier names) and facts (leaderboard standing with
// ranks, activity counts). Each part appears only when the server sent it (by permission).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatTimestamp, formatNumber, type PlayerSummary } from '@staff-console/domain';
import { CopyLinkButton } from '../../../components/copy-link-button';
import { PlayerAvatar } from '../../../components/players/player-avatar';
import { PLAYER_UI } from '../player-messages';
import { WatchButton, WATCH_UI } from '../../watch';

export function PlayerHeader({ player, badges }: { player: PlayerSummary; badges?: React.ReactNode }) {
  const earlier = player.names.filter((n) => n.name.toLowerCase() !== player.username.toLowerCase());
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
      <PlayerAvatar userId={player.userId} name={player.username} size={64} alt={`${player.username}'s avatar`} />
      {/* The name keeps room for itself (Copy link wraps below it on a phone) and breaks only when it cannot fit. */}
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, overflowWrap: 'break-word', minWidth: 0 }}>
            {player.username}
          </Typography>
          {badges}
        </Box>
        <Typography color="text.secondary">{PLAYER_UI.userId(player.userId)}</Typography>
        {earlier.length > 0 ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, mt: 1 }} data-testid="earlier-names">
            <Typography variant="body2" color="text.secondary">
              {PLAYER_UI.earlierNames}
            </Typography>
            {earlier.map((n) => (
              <Tooltip key={n.name} title={`${formatTimestamp(n.firstSeen)} – ${formatTimestamp(n.lastSeen)}`} describeChild>
                <Chip size="small" variant="outlined" label={n.name} />
              </Tooltip>
            ))}
          </Box>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <WatchButton
          label={WATCH_UI.watchPlayer}
          prefill={{ kind: 'player', target: String(player.userId), name: WATCH_UI.defaultName.player(player.username) }}
        />
        <CopyLinkButton />
      </Box>
    </Box>
  );
}

function Fact({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
        {value}
        {detail ? (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {detail}
          </Typography>
        ) : null}
      </Typography>
    </Box>
  );
}

export function PlayerFacts({ player }: { player: PlayerSummary }) {
  const counts = Object.entries(player.counts) as [keyof typeof PLAYER_UI.counts, number | undefined][];
  const standing = player.leaderboard;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: standing !== undefined ? '1fr 1fr' : '1fr' }, gap: 2, mb: 3 }}>
      {standing !== undefined ? (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={PLAYER_UI.standing}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {PLAYER_UI.standing}
          </Typography>
          {standing === null ? (
            <Typography color="text.secondary">{PLAYER_UI.notRanked}</Typography>
          ) : (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
              {(['value', 'bux', 'level', 'items'] as const).map((key) => (
                <Fact key={key} label={PLAYER_UI.standingLabels[key]} value={formatNumber(standing[key].value)} detail={PLAYER_UI.rank(standing[key].rank)} />
              ))}
            </Box>
          )}
        </Paper>
      ) : null}
      {counts.length > 0 ? (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={PLAYER_UI.activity}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {PLAYER_UI.activity}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
            {counts.map(([key, n]) => (n === undefined ? null : <Fact key={key} label={PLAYER_UI.counts[key]} value={formatNumber(n)} />))}
          </Box>
        </Paper>
      ) : null}
    </Box>
  );
}
