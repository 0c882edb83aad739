// The Admin panel's Dashboard tab (docs/RULES.md, "Screens and routes"): totals with links to their screens, the leaderboards'
// player counts, how long each log is kept, recent activity, 'Refresh Stats', and an automatic refresh every 5 minutes.
import type { ElementType } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ChatIcon from '@mui/icons-material/Chat';
import GroupIcon from '@mui/icons-material/Group';
import RefreshIcon from '@mui/icons-material/Refresh';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { actionLabel, LEADERBOARD_CATEGORIES } from '@staff-console/domain';
import type { Stats } from '@staff-console/domain';
import { formatTimestamp, formatNumber } from '../../../lib/format';
import { STATS_UI } from './stats-messages';
import { useAdminStats } from './api/stats';
import { LoadError } from '../../../components/list-screen';

interface StatCard {
  key: string;
  label: string;
  value: (s: Stats) => number;
  icon: ElementType;
  to: string;
  linkLabel: string;
}

const CARDS: StatCard[] = [
  { key: 'users', label: STATS_UI.totalUsers, value: (s) => s.users.total, icon: GroupIcon, to: '/admin?tab=users', linkLabel: STATS_UI.manageUsers },
  { key: 'chat', label: STATS_UI.chatMessages, value: (s) => s.data.chat, icon: ChatIcon, to: '/chats', linkLabel: STATS_UI.viewLogs },
  {
    key: 'marketplace',
    label: STATS_UI.marketplaceItems,
    value: (s) => s.data.marketplace,
    icon: StorefrontIcon,
    to: '/marketplace',
    linkLabel: STATS_UI.viewLogs,
  },
  { key: 'trades', label: STATS_UI.totalTrades, value: (s) => s.data.trades, icon: SwapHorizIcon, to: '/trades', linkLabel: STATS_UI.viewLogs },
];

function StatCards({ stats }: { stats: Stats | undefined }) {
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {CARDS.map(({ key, label, value, icon: Icon, to, linkLabel }) => (
        <Grid key={key} size={{ xs: 6, lg: 3 }}>
          <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={`stat-${key}`}>
            <CardContent sx={{ flexGrow: 1, display: 'flex', gap: 2, alignItems: 'center', p: { xs: 1.5, sm: 2 } }}>
              <Box
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: 2,
                  display: { xs: 'none', sm: 'grid' },
                  placeItems: 'center',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  flexShrink: 0,
                }}
              >
                <Icon aria-hidden />
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography variant="h5" component="p" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="stat-value">
                  {stats ? formatNumber(value(stats)) : <Skeleton width={80} />}
                </Typography>
              </Box>
            </CardContent>
            <CardActions sx={{ px: { xs: 1, sm: 2 }, pb: 1.5, pt: 0 }}>
              <Button component={RouterLink} to={to} size="small" endIcon={<ArrowForwardIcon />} aria-label={`${linkLabel}: ${label}`}>
                {linkLabel}
              </Button>
            </CardActions>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

function LeaderboardCounts({ stats }: { stats: Stats | undefined }) {
  return (
    <Paper variant="outlined">
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600, px: 2, pt: 2, pb: 1 }} id="admin-leaderboards">
        {STATS_UI.leaderboards}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby="admin-leaderboards">
          <TableHead>
            <TableRow>
              <TableCell>{STATS_UI.leaderboardName}</TableCell>
              <TableCell align="right">{STATS_UI.playerCount}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {LEADERBOARD_CATEGORIES.map((c) => (
              <TableRow key={c}>
                <TableCell>{STATS_UI.leaderboardNames[c]}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {stats ? formatNumber(stats.leaderboards[c]) : <Skeleton width={40} sx={{ ml: 'auto' }} />}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}>{STATS_UI.totalPlayers}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }} data-testid="total-players">
                {stats ? formatNumber(stats.data.players) : <Skeleton width={40} sx={{ ml: 'auto' }} />}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Paper>
  );
}

function RecentActivity({ stats }: { stats: Stats | undefined }) {
  return (
    <Paper variant="outlined" sx={{ height: '100%' }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600, px: 2, pt: 2, pb: 1 }} id="admin-activity">
        {STATS_UI.recentActivity}
      </Typography>
      {!stats ? (
        <Box sx={{ px: 2, pb: 2 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={48} />
          ))}
        </Box>
      ) : stats.recentLogs.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {STATS_UI.noActivity}
        </Typography>
      ) : (
        <List dense aria-labelledby="admin-activity" data-testid="recent-activity">
          {stats.recentLogs.map((log) => (
            <ListItem key={log._id} divider sx={{ display: 'block', px: 2 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'break-word' }} title={log.action}>
                  {actionLabel(log.action)}
                </Typography>
                <Chip label={log.category} size="small" variant="outlined" />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
                {STATS_UI.byUser(log.username || '—')} · {formatTimestamp(log.timestamp)}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

export function DashboardTab() {
  const { data, error, isFetching, refetch, dataUpdatedAt } = useAdminStats();
  const refresh = () => void refetch();
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {data ? STATS_UI.updatedAt(formatTimestamp(dataUpdatedAt)) : ' '}
        </Typography>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh} loading={isFetching} loadingPosition="start">
          {STATS_UI.refresh}
        </Button>
      </Box>
      {error ? <LoadError message={STATS_UI.loadFailed} onRetry={refresh} /> : null}
      {error && !data ? null : (
        <>
          <StatCards stats={data} />
          {data && data.chatShown !== undefined && data.chatShown < data.data.chat ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="chat-shown">
              {STATS_UI.chatShown(formatNumber(data.chatShown), formatNumber(data.data.chat - data.chatShown), data.data.chat - data.chatShown)}
            </Typography>
          ) : null}
          {data ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="retention">
              {STATS_UI.retention(data.retention)}
            </Typography>
          ) : null}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 5 }}>
              <LeaderboardCounts stats={data} />
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <RecentActivity stats={data} />
            </Grid>
          </Grid>
        </>
      )}
    </Box>
  );
}
