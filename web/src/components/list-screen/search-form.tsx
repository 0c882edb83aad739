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

export interface SearchFieldProps {
  /** The search the view holds now, and how to change it. */
  search: string;
  onSearch: (term: string) => void;
  label: string;
  placeholder: string;
  /** Its share of the filter row. */
  sx: Exclude<SxProps<Theme>, readonly unknown[]>;
}

/** The search box of a list's filters (see useSearchBox): searched when typing pauses, or at once on Enter. */
export function SearchField({ search, onSearch, label, placeholder, sx }: SearchFieldProps) {
  const box = useSearchBox({ value: search, onSearch });
  return (
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
          void box.searchNow();
        }
      }}
      slotProps={{ htmlInput: { maxLength: LIMITS.name } }}
      sx={{ minWidth: 0, ...sx }}
    />
  );
}

export function SearchForm<K extends string>({ search, onSearch, label, placeholder, scope, refresh }: SearchFormProps<K>) {
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <SearchField search={search} onSearch={onSearch} label={label} placeholder={placeholder} sx={{ flex: '1 1 240px' }} />
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

export interface FilterSelectProps<K extends string> {
  label: string;
  /** '' for any. */
  value: K | '';
  onChange: (value: K | '') => void;
  /** The first choice, which filters nothing. */
  anyLabel: string;
  options: readonly K[];
  names: Record<K, string>;
  /** Its share of the filter row. */
  sx: Exclude<SxProps<Theme>, readonly unknown[]>;
}

/** A filter that keeps one value of a list, or any (a native select, quick on a phone). */
export function FilterSelect<K extends string>({ label, value, onChange, anyLabel, options, names, sx }: FilterSelectProps<K>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as K | '')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={sx}
    >
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {names[option]}
        </option>
      ))}
    </TextField>
  );
}
