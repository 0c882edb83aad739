// The filter card of a log list and its usual search row: a search box (see useSearchBox), a select
// naming what to search, and Refresh.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import RefreshIcon from '@mui/icons-material/Refresh';
import { LIMITS, MESSAGES } from '@staff-console/domain';
import { useSearchBox } from './use-search-box';

export function FilterCard({ children, sx }: { children: ReactNode; sx?: Exclude<SxProps<Theme>, readonly unknown[]> }) {
  return (
    <Paper variant="outlined" sx={[{ p: 2, mb: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }, sx ?? false]}>
      {children}
    </Paper>
  );
}

export function RefreshButton({ label, onRefresh, refreshing }: { label: string; onRefresh: () => void; refreshing: boolean }) {
  return (
    <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshing} sx={{ height: 40, flexShrink: 0 }}>
      {label}
    </Button>
  );
}

export interface SearchFormProps<K extends string> {
  /** The search the view holds now, and how to change it. */
  search: string;
  onSearch: (term: string) => void;
  label: string;
  placeholder: string;
  /** What the search looks in. */
  scope: { label: string; value: K; options: readonly K[]; names: Record<K, string>; onChange: (value: K) => void };
  refresh: { label: string; onRefresh: () => void; refreshing: boolean };
}

export function SearchForm<K extends string>({ search, onSearch, label, placeholder, scope, refresh }: SearchFormProps<K>) {
  const box = useSearchBox({ value: search, onSearch });
  const searchNow = () => void box.searchNow();
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        searchNow();
      }}
      sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <TextField
        label={label}
        placeholder={placeholder}
        value={box.text}
        onChange={(e) => box.setText(e.target.value)}
        error={box.tooShort}
        helperText={box.tooShort ? MESSAGES.searchTooShort : undefined}
        size="small"
        type="search"
        // A form with a select has no implicit submission, so Enter is handled here.
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
        label={scope.label}
        value={scope.value}
        onChange={(e) => scope.onChange(e.target.value as K)}
        size="small"
        sx={{ flex: '0 1 180px', minWidth: 150 }}
      >
        {scope.options.map((option) => (
          <MenuItem key={option} value={option}>
            {scope.names[option]}
          </MenuItem>
        ))}
      </TextField>
      <RefreshButton {...refresh} />
    </Box>
  );
}
