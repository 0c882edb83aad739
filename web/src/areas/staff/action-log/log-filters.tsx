// The action log's filters (docs/RULES.md, "Entities and values"): category, action, who did it, what
// it is about (a player by id or name, a case by number, a staff account), and a start and end day
// read in the staff member's time zone. They apply on 'Apply Filters' (or Enter); 'Clear' resets them.
import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import FilterListIcon from '@mui/icons-material/FilterList';
import { actionLabel, LABELLED_ACTIONS, LIMITS, localDayRange } from '@staff-console/domain';
import { useDisplayTimeZone, timeZoneName } from '../../../lib/time-zone';
import { LOGS_UI } from './action-log-messages';

export interface LogFilterValues {
  category: string;
  action: string;
  username: string;
  /** A player id or a name they were seen under. */
  player: string;
  /** A case number (or id). */
  case: string;
  /** A staff account's username (or id) that entries are about. */
  targetUser: string;
  /** yyyy-mm-dd, days in the display zone, both inclusive; '' for none. */
  startDay: string;
  endDay: string;
}

export const NO_FILTERS: LogFilterValues = { category: '', action: '', username: '', player: '', case: '', targetUser: '', startDay: '', endDay: '' };

/** The range as the API takes it: epoch milliseconds, both ends inclusive. */
export function filterRange(f: Pick<LogFilterValues, 'startDay' | 'endDay'>): { startDate?: number; endDate?: number } {
  return { startDate: localDayRange(f.startDay)?.from, endDate: localDayRange(f.endDay)?.to };
}

const CASE_FIELD = /^(\d{1,9}|[0-9a-f]{24})$/;

export function LogFilters({ value, categories, onApply }: { value: LogFilterValues; categories: readonly string[]; onApply: (f: LogFilterValues) => void }) {
  const [draft, setDraft] = useState(value);
  const zone = timeZoneName(useDisplayTimeZone());
  const set = (key: keyof LogFilterValues) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const inverted = draft.startDay !== '' && draft.endDay !== '' && draft.startDay > draft.endDay;
  const caseText = draft.case.trim().replace(/^#/, '');
  const badCase = caseText !== '' && !CASE_FIELD.test(caseText);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inverted || badCase) return;
    onApply({ ...draft, username: draft.username.trim(), player: draft.player.trim(), case: caseText, targetUser: draft.targetUser.trim() });
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    onApply(NO_FILTERS);
  };
  const options = [...categories, ...(draft.category && !categories.includes(draft.category) ? [draft.category] : [])];
  const actions =
    LABELLED_ACTIONS.some((a) => a.code === draft.action) || !draft.action
      ? LABELLED_ACTIONS
      : [...LABELLED_ACTIONS, { code: draft.action, label: actionLabel(draft.action) }];
  const text = (key: 'username' | 'player' | 'case' | 'targetUser', label: string, help?: string, error?: string) => (
    <TextField
      label={label}
      value={draft[key]}
      onChange={set(key)}
      size="small"
      autoComplete="off"
      error={Boolean(error)}
      helperText={error ?? help}
      slotProps={{ htmlInput: { maxLength: LIMITS.name }, inputLabel: { shrink: true } }}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Box
        component="form"
        role="search"
        aria-label={LOGS_UI.filtersLabel}
        noValidate
        onSubmit={submit}
        sx={{ display: 'grid', gap: 1.5, alignItems: 'start', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' } }}
      >
        <TextField
          select
          label={LOGS_UI.action}
          value={draft.action}
          onChange={set('action')}
          size="small"
          slotProps={{ select: { displayEmpty: true, MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{LOGS_UI.allActions}</MenuItem>
          {actions.map((a) => (
            <MenuItem key={a.code} value={a.code}>
              {a.label}
            </MenuItem>
          ))}
        </TextField>
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
              {LOGS_UI.categories[c as keyof typeof LOGS_UI.categories] ?? c}
            </MenuItem>
          ))}
        </TextField>
        {text('username', LOGS_UI.username, LOGS_UI.usernameHelp)}
        {text('player', LOGS_UI.player, LOGS_UI.playerHelp)}
        {text('case', LOGS_UI.caseField, undefined, badCase ? LOGS_UI.caseInvalid : undefined)}
        {text('targetUser', LOGS_UI.targetUser)}
        <TextField
          label={LOGS_UI.startDate}
          type="date"
          value={draft.startDay}
          onChange={set('startDay')}
          size="small"
          error={inverted}
          helperText={inverted ? LOGS_UI.rangeInverted : LOGS_UI.daysIn(zone)}
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
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button onClick={clear}>{LOGS_UI.clear}</Button>
          <Button type="submit" variant="contained" startIcon={<FilterListIcon />} disabled={inverted || badCase} sx={{ whiteSpace: 'nowrap' }}>
            {LOGS_UI.apply}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
