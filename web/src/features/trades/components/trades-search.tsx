// Trade Logs search (SPEC §2): simple mode (free text + 'Search In', fired 800 ms after typing
// stops, at 3 characters or more) and advanced mode (username on either side, item name, Search,
// Clear). Refresh reloads the current view in both. 'Lopsided only' narrows either mode to the
// trades flagged when stored.
import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import { LIMITS, MESSAGES, TRADE_SEARCH_IN, type TradeSearchIn } from '@staff-console/domain';
import { TRADE_UI } from '../trade-messages';
import type { TradesMode, TradesView, UpdateTradesView } from '../trades-view';

export const SEARCH_DEBOUNCE_MS = 800;

const tooShort = (value: string) => {
  const n = [...value.trim()].length;
  return n > 0 && n < LIMITS.searchMin;
};

interface SearchProps {
  view: TradesView;
  onChange: UpdateTradesView;
  onRefresh: () => void;
  refreshing: boolean;
}

function RefreshButton({ onRefresh, refreshing }: Pick<SearchProps, 'onRefresh' | 'refreshing'>) {
  return (
    <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshing} sx={{ height: 40, flexShrink: 0 }}>
      {TRADE_UI.refresh}
    </Button>
  );
}

function SimpleSearch({ view, onChange, onRefresh, refreshing }: SearchProps) {
  const [text, setText] = useState(view.search);
  // The URL changed under us (Clear, back button, a link): show what is searched for.
  useEffect(() => setText(view.search), [view.search]);

  useEffect(() => {
    const value = text.trim();
    if (value === view.search || tooShort(value)) return;
    const timer = setTimeout(() => onChange({ search: value }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, view.search, onChange]);

  // Enter searches at once. (A form with a select has no implicit submission, so it is handled here.)
  const searchNow = () => {
    const value = text.trim();
    if (!tooShort(value) && value !== view.search) onChange({ search: value });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    searchNow();
  };

  const short = tooShort(text);
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        label={TRADE_UI.searchLabel}
        placeholder={TRADE_UI.searchPlaceholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={short}
        helperText={short ? MESSAGES.searchTooShort : undefined}
        size="small"
        type="search"
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            searchNow();
          }
        }}
        slotProps={{ htmlInput: { maxLength: LIMITS.name } }}
        sx={{ flex: '1 1 240px', minWidth: 0 }}
      />
      <TextField
        select
        label={TRADE_UI.searchIn}
        value={view.searchIn}
        onChange={(e) => onChange({ searchIn: e.target.value as TradeSearchIn })}
        size="small"
        sx={{ flex: '0 1 180px', minWidth: 150 }}
      >
        {TRADE_SEARCH_IN.map((option) => (
          <MenuItem key={option} value={option}>
            {TRADE_UI.searchInOptions[option]}
          </MenuItem>
        ))}
      </TextField>
      <RefreshButton onRefresh={onRefresh} refreshing={refreshing} />
    </Box>
  );
}

function AdvancedSearch({ view, onChange, onRefresh, refreshing }: SearchProps) {
  const [username, setUsername] = useState(view.username);
  const [itemName, setItemName] = useState(view.itemName);
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => setUsername(view.username), [view.username]);
  useEffect(() => setItemName(view.itemName), [view.itemName]);

  const itemTooShort = submitted && tooShort(itemName);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (tooShort(itemName)) return;
    onChange({ username: username.trim(), itemName: itemName.trim() });
  };
  const clear = () => {
    setUsername('');
    setItemName('');
    setSubmitted(false);
    onChange({ username: '', itemName: '' });
  };

  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        label={TRADE_UI.username}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        helperText={TRADE_UI.usernameHelp}
        size="small"
        slotProps={{ htmlInput: { maxLength: LIMITS.name } }}
        sx={{ flex: '1 1 200px', minWidth: 0 }}
      />
      <TextField
        label={TRADE_UI.itemName}
        value={itemName}
        onChange={(e) => setItemName(e.target.value)}
        error={itemTooShort}
        helperText={itemTooShort ? MESSAGES.searchTooShort : ' '}
        size="small"
        slotProps={{ htmlInput: { maxLength: LIMITS.name } }}
        sx={{ flex: '1 1 200px', minWidth: 0 }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ height: 40 }}>
          {TRADE_UI.search}
        </Button>
        <Button variant="outlined" onClick={clear} sx={{ height: 40 }}>
          {TRADE_UI.clear}
        </Button>
        <RefreshButton onRefresh={onRefresh} refreshing={refreshing} />
      </Box>
    </Box>
  );
}

export function TradesSearch(props: SearchProps) {
  const { view, onChange } = props;
  const switchMode = (mode: TradesMode | null) => {
    // Leaving a mode drops its filters: what is searched is always what the fields show.
    if (mode && mode !== view.mode) onChange({ mode, search: '', username: '', itemName: '' });
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        <ToggleButtonGroup value={view.mode} exclusive size="small" aria-label={TRADE_UI.searchMode} onChange={(_, mode: TradesMode | null) => switchMode(mode)}>
          <ToggleButton value="simple">{TRADE_UI.simpleMode}</ToggleButton>
          <ToggleButton value="advanced">{TRADE_UI.advancedMode}</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={view.flagged} onChange={(e) => onChange({ flagged: e.target.checked })} />}
          label={TRADE_UI.lopsidedOnly}
          title={TRADE_UI.lopsidedOnlyHint}
          sx={{ mr: 0 }}
        />
      </Box>
      {view.mode === 'advanced' ? <AdvancedSearch {...props} /> : <SimpleSearch {...props} />}
    </Paper>
  );
}
