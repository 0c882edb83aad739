// Marketplace Logs search (SPEC §2, §5): a search box fired 800 ms after typing stops at 3
// characters or more, 'Search By', Refresh, and a chip naming the active search with a clear action.
import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import CancelIcon from '@mui/icons-material/Cancel';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import { LIMITS, MARKETPLACE_SEARCH_TYPES, MESSAGES, type MarketplaceSearchType } from '@staff-console/domain';
import { MARKET_UI } from '../marketplace-messages';
import type { MarketplaceView, UpdateMarketplaceView } from '../marketplace-view';

export const SEARCH_DEBOUNCE_MS = 800;

const tooShort = (value: string) => {
  const n = [...value.trim()].length;
  return n > 0 && n < LIMITS.searchMin;
};

export interface MarketplaceSearchProps {
  view: MarketplaceView;
  onChange: UpdateMarketplaceView;
  onRefresh: () => void;
  refreshing: boolean;
}

export function MarketplaceSearch({ view, onChange, onRefresh, refreshing }: MarketplaceSearchProps) {
  const [text, setText] = useState(view.search);
  // The URL changed under us (the chip, back button, a link): show what is searched for.
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
    <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          label={MARKET_UI.searchLabel}
          placeholder={MARKET_UI.searchPlaceholder}
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
          label={MARKET_UI.searchBy}
          value={view.searchType}
          onChange={(e) => onChange({ searchType: e.target.value as MarketplaceSearchType })}
          size="small"
          sx={{ flex: '0 1 180px', minWidth: 150 }}
        >
          {MARKETPLACE_SEARCH_TYPES.map((option) => (
            <MenuItem key={option} value={option}>
              {MARKET_UI.searchByOptions[option]}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshing} sx={{ height: 40, flexShrink: 0 }}>
          {MARKET_UI.refresh}
        </Button>
      </Box>
      {view.search ? (
        <Box>
          <Chip
            icon={<SearchIcon />}
            label={MARKET_UI.searchChip(MARKET_UI.searchByOptions[view.searchType], view.search)}
            onDelete={() => onChange({ search: '' })}
            deleteIcon={<CancelIcon titleAccess={MARKET_UI.clearSearch} />}
            color="primary"
            variant="outlined"
            data-testid="search-chip"
            sx={{ maxWidth: '100%' }}
          />
        </Box>
      ) : null}
    </Paper>
  );
}
