// Trade Logs search: simple mode (free text + 'Search In', searched once typing pauses, at 3
// characters or more) and advanced mode (username on either side, item name, Search, Clear).
// Refresh reloads the current view in both. 'Lopsided only' narrows either mode to the trades
// flagged when stored.
import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import SearchIcon from '@mui/icons-material/Search';
import { LIMITS, MESSAGES, TRADE_SEARCH_IN, isTooShortSearch } from '@staff-console/domain';
import { FilterCard, RefreshButton, SearchForm } from '../../../../components/list-screen';
import { TRADE_UI } from '../trade-messages';
import type { TradesMode, TradesView, UpdateTradesView } from '../trades-view';

interface SearchProps {
  view: TradesView;
  onChange: UpdateTradesView;
  onRefresh: () => void;
  refreshing: boolean;
}

function AdvancedSearch({ view, onChange, onRefresh, refreshing }: SearchProps) {
  const [username, setUsername] = useState(view.username);
  const [itemName, setItemName] = useState(view.itemName);
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => setUsername(view.username), [view.username]);
  useEffect(() => setItemName(view.itemName), [view.itemName]);

  const itemTooShort = submitted && isTooShortSearch(itemName);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (isTooShortSearch(itemName)) return;
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
        <RefreshButton label={TRADE_UI.refresh} onRefresh={onRefresh} refreshing={refreshing} />
      </Box>
    </Box>
  );
}

export function TradesSearch(props: SearchProps) {
  const { view, onChange, onRefresh, refreshing } = props;
  const switchMode = (mode: TradesMode | null) => {
    // Leaving a mode drops its filters: what is searched is always what the fields show.
    if (mode && mode !== view.mode) onChange({ mode, search: '', username: '', itemName: '' });
  };
  return (
    <FilterCard sx={{ gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        <ToggleButtonGroup
          value={view.mode}
          exclusive
          size="small"
          aria-label={TRADE_UI.searchMode}
          onChange={(_, mode: TradesMode | null) => switchMode(mode)}
        >
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
      {view.mode === 'advanced' ? (
        <AdvancedSearch {...props} />
      ) : (
        <SearchForm
          search={view.search}
          onSearch={(search) => onChange({ search })}
          label={TRADE_UI.searchLabel}
          placeholder={TRADE_UI.searchPlaceholder}
          scope={{
            label: TRADE_UI.searchIn,
            value: view.searchIn,
            options: TRADE_SEARCH_IN,
            names: TRADE_UI.searchInOptions,
            onChange: (searchIn) => onChange({ searchIn }),
          }}
          refresh={{ label: TRADE_UI.refresh, onRefresh, refreshing }}
        />
      )}
    </FilterCard>
  );
}
