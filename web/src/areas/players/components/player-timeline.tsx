// The merged timeline: kind and date filters, the events newest first, and cursor paging (newest,
// newer, older, oldest). Every control writes the URL, so the view is a permalink.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { cursorOf, type TimelineKind } from '@staff-console/domain';
import { errorText } from '../../../lib/api-client';
import { useTimeline } from '../api/get-player';
import { PLAYER_UI } from '../player-messages';
import { timelineRequest, usePlayerView } from '../player-view';
import { TimelineItem } from './timeline-item';
import { TimelineKindFilter } from './timeline-kind-filter';

export function PlayerTimeline({ userId, allowed }: { userId: number; allowed: TimelineKind[] }) {
  const [view, setView] = usePlayerView();
  const request = timelineRequest(view);
  const { data, isPending, isError, error, isFetching, refetch } = useTimeline(userId, request, allowed.length > 0);
  const picked = view.kinds.filter((k) => allowed.includes(k));

  let body;
  if (isPending) {
    body = (
      <Box sx={{ p: 2 }} aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={56} />
        ))}
      </Box>
    );
  } else if (isError) {
    body = (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {PLAYER_UI.tryAgain}
          </Button>
        }
      >
        {errorText(error, PLAYER_UI.timelineFailed)}
      </Alert>
    );
  } else if (data.data.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
        {PLAYER_UI.empty}
      </Typography>
    );
  } else {
    body = (
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={PLAYER_UI.timeline}>
        {data.data.map((item) => (
          <TimelineItem key={`${item.kind}.${item.id}`} item={item} />
        ))}
      </Box>
    );
  }

  const first = data?.data[0];
  const last = data?.data.at(-1);
  return (
    <Paper variant="outlined" component="section" aria-label={PLAYER_UI.timeline}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mr: 'auto' }}>
          {PLAYER_UI.timeline}
        </Typography>
        <TimelineKindFilter picked={picked.length === allowed.length ? [] : picked} allowed={allowed} onChange={(kinds) => setView({ kinds })} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            type="date"
            label={PLAYER_UI.from}
            value={view.from}
            onChange={(e) => setView({ from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label={PLAYER_UI.to}
            value={view.to}
            onChange={(e) => setView({ to: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {view.from || view.to ? (
            <Button size="small" onClick={() => setView({ from: '', to: '' })}>
              {PLAYER_UI.clearDates}
            </Button>
          ) : null}
        </Box>
      </Box>
      {isFetching && !isPending ? <LinearProgress sx={{ height: 2 }} /> : <Box sx={{ height: 2 }} />}
      {body}
      {data && data.data.length > 0 ? (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, p: 2, borderTop: 1, borderColor: 'divider' }}
        >
          <Typography variant="body2" color="text.secondary">
            {PLAYER_UI.showing(data.data.length, data.total)}
          </Typography>
          <ButtonGroup size="small" variant="outlined" aria-label={PLAYER_UI.pager}>
            <Button disabled={!data.hasNewer} onClick={() => setView({ before: '', after: '', oldest: false })}>
              {PLAYER_UI.newest}
            </Button>
            <Button disabled={!data.hasNewer || !first} onClick={() => first && setView({ before: '', oldest: false, after: cursorOf(first) })}>
              {PLAYER_UI.newer}
            </Button>
            <Button disabled={!data.hasOlder || !last} onClick={() => last && setView({ after: '', oldest: false, before: cursorOf(last) })}>
              {PLAYER_UI.older}
            </Button>
            <Button disabled={!data.hasOlder} onClick={() => setView({ before: '', after: '', oldest: true })}>
              {PLAYER_UI.oldest}
            </Button>
          </ButtonGroup>
        </Box>
      ) : null}
    </Paper>
  );
}
