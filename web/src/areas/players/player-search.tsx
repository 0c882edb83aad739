// Player search (`/players`, `/players?q=…`): the players seen under a name, every match listed (a
// name link from a log, `/players?name=…`, opens the one player directly instead), or a user id
// opened directly. The search lives in the URL, so it can be saved like the log screens' searches.
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import SearchIcon from '@mui/icons-material/Search';
import { formatTimestamp, LIMITS } from '@staff-console/domain';
import { FilterCard } from '../../components/list-screen';
import { PageHeader } from '../../components/page-header';
import { playerPath } from '../../components/players/player-link';
import { SavedSearchesMenu } from '../logs/saved-searches';
import { FormTextField } from '../../components/form-text-field';
import { errorText } from '../../lib/api-client';
import { usePlayerLookup } from './api/get-player';
import { PLAYER_UI } from './player-messages';

const USER_ID = /^\d{1,15}$/;

export function PlayerSearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const navigate = useNavigate();
  const { data, isPending, isError, error } = usePlayerLookup(q);
  const submit = (form: HTMLFormElement) => {
    const typed = new FormData(form).get('q');
    const next = typeof typed === 'string' ? typed.trim() : '';
    void navigate(next ? `/players?${new URLSearchParams({ q: next }).toString()}` : '/players');
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeader title={PLAYER_UI.search.title} subtitle={PLAYER_UI.search.subtitle} actions={<SavedSearchesMenu screen="players" />} />
      <FilterCard>
        <Box
          component="form"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            submit(e.currentTarget);
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
        >
          <FormTextField
            key={q}
            label={PLAYER_UI.search.label}
            name="q"
            defaultValue={q}
            size="small"
            fullWidth={false}
            sx={{ flex: '1 1 240px', minWidth: 0 }}
            inputProps={{ maxLength: LIMITS.name }}
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
            {PLAYER_UI.search.submit}
          </Button>
        </Box>
      </FilterCard>
      {q === '' ? null : isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress />
        </Box>
      ) : isError ? (
        <Alert severity="error">{errorText(error, PLAYER_UI.lookup.failed)}</Alert>
      ) : data.length === 0 && !USER_ID.test(q) ? (
        <Alert severity="info">{PLAYER_UI.search.none(q)}</Alert>
      ) : (
        <Paper variant="outlined">
          <List aria-label={PLAYER_UI.search.resultsLabel}>
            {USER_ID.test(q) ? (
              <ListItemButton component={RouterLink} to={playerPath(Number(q))}>
                <ListItemText primary={PLAYER_UI.search.openUserId(q)} />
              </ListItemButton>
            ) : null}
            {data.map((m) => (
              <ListItemButton key={m.userId} component={RouterLink} to={playerPath(m.userId)}>
                <ListItemText
                  primary={`${m.username} (${PLAYER_UI.userId(m.userId)})`}
                  secondary={PLAYER_UI.lookup.lastSeen(formatTimestamp(m.lastSeen))}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
    </Box>
  );
}
