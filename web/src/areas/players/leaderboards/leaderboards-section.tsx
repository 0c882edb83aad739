// The dashboard's Leaderboards section (docs/RULES.md, "Screens and routes"): four tabs, each with its own spinner, error text
// and empty state. The router lazy-loads this file, so it stays out of the dashboard's first chunk.
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import { useHomeLeaderboards } from './api/use-home-leaderboards';
import type { LeaderboardState } from './api/use-home-leaderboards';
import { LeaderboardList } from './leaderboard-list';
import { LEADERBOARD_UI } from './leaderboard-messages';

function Panel({ board, label }: { board: LeaderboardState; label: string }) {
  if (board.loading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={LEADERBOARD_UI.loading(label)} />
      </Box>
    );
  }
  if (board.failed) {
    return (
      <Box sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={board.retry}>
              {LEADERBOARD_UI.tryAgain}
            </Button>
          }
        >
          {LEADERBOARD_UI.failed(board.category)}
        </Alert>
      </Box>
    );
  }
  if (board.entries.length === 0) {
    return (
      <Box sx={{ py: 6, px: 2, textAlign: 'center' }}>
        <EmojiEventsOutlinedIcon color="disabled" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
        <Typography color="text.secondary">{LEADERBOARD_UI.empty}</Typography>
      </Box>
    );
  }
  return <LeaderboardList category={board.category} entries={board.entries} label={label} />;
}

export function LeaderboardsSection() {
  const boards = useHomeLeaderboards();
  const [selected, setSelected] = useState(0);
  const id = useId();
  const board = boards[selected]!;
  const label = LEADERBOARD_UI.tabs[board.category];

  return (
    <Box component="section" aria-labelledby={`${id}-title`} data-testid="leaderboards">
      <Typography id={`${id}-title`} component="h2" variant="h5" sx={{ fontWeight: 600 }}>
        {LEADERBOARD_UI.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {LEADERBOARD_UI.subtitle}
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={selected}
          onChange={(_e, value: number) => setSelected(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={LEADERBOARD_UI.tabsLabel}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {boards.map((b, i) => (
            <Tab key={b.category} label={LEADERBOARD_UI.tabs[b.category]} id={`${id}-tab-${i}`} aria-controls={`${id}-panel-${i}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`${id}-panel-${selected}`} aria-labelledby={`${id}-tab-${selected}`} data-testid={`leaderboard-panel-${board.category}`}>
          <Panel board={board} label={label} />
        </Box>
      </Paper>
    </Box>
  );
}
