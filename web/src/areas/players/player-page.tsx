// The player page (docs/RULES.md, "Investigation"): who the player is (names, standing, counts) and one timeline of what
// they did, each part shown only with its permission. `/players?name=…` resolves a name logged
// without a user id to the players seen under it.
import { Link as RouterLink, Navigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { formatTimestamp } from '@staff-console/domain';
import { PageHeader } from '../../components/page-header';
import { playerPath } from '../../components/players/player-link';
import { errorText } from '../../lib/api-client';
import { LoadFailure } from '../../components/load-failure';
import { usePlayer, usePlayerLookup } from './api/get-player';
import { useModerationAccess } from '../moderation';
import { NotesPanel } from './components/notes-panel';
import { PlayerFacts, PlayerHeader } from './components/player-facts';
import { PlayerRecordPanel, StandingBadges } from './components/player-record';
import { SanctionsPanel } from './components/sanctions-panel';
import { PlayerTimeline } from './components/player-timeline';
import { PlayerSearchPage } from './player-search';
import { TradePartnersPanel } from './components/trade-partners';
import { ActivityChart } from './components/activity-chart';
import { PartnersChart } from './components/partners-chart';
import { PLAYER_UI } from './player-messages';

const loading = (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
    <CircularProgress />
  </Box>
);

export function PlayerPage() {
  const { userId: raw = '' } = useParams();
  const userId = /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  if (userId === null) return <Navigate to="/" replace />;
  return <Player key={userId} userId={userId} />;
}

function Player({ userId }: { userId: number }) {
  const { data: player, isPending, isError, error, refetch } = usePlayer(userId);
  const access = useModerationAccess();
  if (isPending) return loading;
  if (isError)
    return (
      <LoadFailure error={error} onRetry={() => void refetch()} retryLabel={PLAYER_UI.tryAgain} notFound={PLAYER_UI.notFound} failed={PLAYER_UI.loadFailed} />
    );
  return (
    <Box>
      <PlayerHeader player={player} badges={access.view ? <StandingBadges userId={userId} enabled /> : null} />
      {access.view ? <PlayerRecordPanel userId={userId} access={access} /> : null}
      <PlayerFacts player={player} />
      {access.view ? (
        <Box sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
          <NotesPanel userId={userId} access={access} />
          <SanctionsPanel userId={userId} access={access} />
        </Box>
      ) : null}
      {player.kinds.some((k) => k === 'chat' || k === 'trade' || k === 'marketplace') ? (
        <Box sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
          <ActivityChart userId={userId} />
          {player.kinds.includes('trade') ? <PartnersChart userId={userId} /> : null}
        </Box>
      ) : null}
      {player.kinds.includes('trade') ? <TradePartnersPanel userId={userId} /> : null}
      {player.kinds.length > 0 ? <PlayerTimeline userId={userId} allowed={player.kinds} /> : null}
    </Box>
  );
}

/** `/players?name=…`: one player seen under the name opens their page; several are listed. Without a name: the player search. */
export function PlayerLookupPage() {
  const [params] = useSearchParams();
  const name = (params.get('name') ?? '').trim();
  const { data, isPending, isError, error } = usePlayerLookup(name);
  if (!name) return <PlayerSearchPage />;
  if (isPending) return loading;
  if (isError) return <Alert severity="error">{errorText(error, PLAYER_UI.lookup.failed)}</Alert>;
  if (data.length === 1) return <Navigate to={playerPath(data[0]!.userId)} replace />;
  return (
    <Box>
      <PageHeader title={PLAYER_UI.lookup.title(name)} />
      {data.length === 0 ? (
        <Alert severity="info">{PLAYER_UI.lookup.none(name)}</Alert>
      ) : (
        <Paper variant="outlined">
          <List>
            {data.map((m) => (
              <ListItemButton key={m.userId} component={RouterLink} to={playerPath(m.userId)}>
                <ListItemText primary={`${m.username} (${PLAYER_UI.userId(m.userId)})`} secondary={PLAYER_UI.lookup.lastSeen(formatTimestamp(m.lastSeen))} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
    </Box>
  );
}
