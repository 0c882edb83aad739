// The action log's filters (docs/RULES.md, "Entities and values"): category, username, and a start and end day.
// They apply on 'Apply Filters' (or Enter); 'Clear' resets them.
import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import FilterListIcon from '@mui/icons-material/FilterList';
import { localDayRange } from '@staff-console/domain';
import { LOGS_UI } from './admin-messages';

export interface LogFilterValues {
  category: string;
  username: string;
  /** yyyy-mm-dd, local days, both inclusive; '' for none. */
  startDay: string;
  endDay: string;
}

export const NO_FILTERS: LogFilterValues = { category: '', username: '', startDay: '', endDay: '' };

/** The range as the API takes it: epoch milliseconds, both ends inclusive. */
export function filterRange(f: LogFilterValues): { startDate?: number; endDate?: number } {
  return { startDate: localDayRange(f.startDay)?.from, endDate: localDayRange(f.endDay)?.to };
}

export function LogFilters({ value, categories, onApply }: { value: LogFilterValues; categories: readonly string[]; onApply: (f: LogFilterValues) => void }) {
  const [draft, setDraft] = useState(value);
  const set = (key: keyof LogFilterValues) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const inverted = draft.startDay !== '' && draft.endDay !== '' && draft.startDay > draft.endDay;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inverted) return;
    onApply({ ...draft, username: draft.username.trim() });
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    onApply(NO_FILTERS);
  };
  const options = [...categories, ...(draft.category && !categories.includes(draft.category) ? [draft.category] : [])];

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Box
        component="form"
        role="search"
        aria-label={LOGS_UI.filtersLabel}
        noValidate
        onSubmit={submit}
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr)) auto auto' },
        }}
      >
        <TextField
          select
          label={LOGS_UI.category}
          value={draft.category}
          onChange={set('category')}
          size="small"
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{LOGS_UI.allCategories}</MenuItem>
          {options.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={LOGS_UI.username}
          value={draft.username}
          onChange={set('username')}
          size="small"
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 100 }, inputLabel: { shrink: true } }}
        />
        <TextField
          label={LOGS_UI.startDate}
          type="date"
          value={draft.startDay}
          onChange={set('startDay')}
          size="small"
          error={inverted}
          helperText={inverted ? LOGS_UI.rangeInverted : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={LOGS_UI.endDate}
          type="date"
          value={draft.endDay}
          onChange={set('endDay')}
          size="small"
          error={inverted}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="contained" startIcon={<FilterListIcon />} disabled={inverted} sx={{ height: 40, whiteSpace: 'nowrap' }}>
          {LOGS_UI.apply}
        </Button>
        <Button onClick={clear} sx={{ height: 40 }}>
          {LOGS_UI.clear}
        </Button>
      </Box>
    </Paper>
  );
}
