// The Chat Logs filters: a search box that searches once typing pauses and needs 3 characters, the
// Time Frame select, the custom From/To dates and a Search button. Enter searches at once.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { CHAT_SEARCH_MAX, TIME_FRAMES, TIME_FRAME_LABELS, isCalendarDay, isTimeFrame } from '@staff-console/domain';
import { FilterCard, useSearchBox } from '../../../../components/list-screen';
import { CHAT_UI } from '../chat-messages';
import { rangeInverted } from '../chat-url-state';
import type { ChatView, ChatViewChange } from '../chat-url-state';

export interface ChatFiltersProps {
  view: ChatView;
  onChange: (change: ChatViewChange, options?: { replace?: boolean }) => void;
  /** Search pressed with nothing changed: load the current view again. */
  onRefresh: () => void;
}

export function ChatFilters({ view, onChange, onRefresh }: ChatFiltersProps) {
  // 1–2 characters only show the message, once a pause or Search tried them.
  const box = useSearchBox({ value: view.search, onSearch: (search) => onChange({ search }, { replace: true }), max: CHAT_SEARCH_MAX, warn: 'tried' });
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (box.searchNow() === 'unchanged') onRefresh();
  };

  const custom = view.frame === 'custom';
  const inverted = rangeInverted(view);
  const setDay = (key: 'from' | 'to') => (value: string) => {
    if (value === '' || isCalendarDay(value)) onChange({ [key]: value, frame: 'custom' }, { replace: true });
  };

  return (
    <FilterCard sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Box
        component="form"
        role="search"
        aria-label={CHAT_UI.title}
        noValidate
        onSubmit={submit}
        sx={{
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr auto' },
          gridTemplateAreas: {
            xs: '"search search" "frame frame" "from to" "button button"',
            sm: '"search search search button" "frame from to ."',
          },
        }}
      >
        <TextField
          sx={{ gridArea: 'search', '& input::placeholder': { fontSize: { xs: '0.85rem', sm: '1rem' } } }}
          placeholder={CHAT_UI.searchPlaceholder}
          value={box.text}
          onChange={(e) => box.setText(e.target.value)}
          error={box.tooShort}
          helperText={box.tooShort ? CHAT_UI.searchTooShort : undefined}
          autoComplete="off"
          slotProps={{
            htmlInput: { 'aria-label': CHAT_UI.searchPlaceholder, maxLength: CHAT_SEARCH_MAX, enterKeyHint: 'search', inputMode: 'search' },
            input: {
              // Plain boxes rather than InputAdornment: sharing that module with the login screen
              // would split it into a chunk of its own on the login screen's critical path.
              startAdornment: <SearchIcon aria-hidden sx={{ display: { xs: 'none', sm: 'block' }, mr: 1, color: 'action.active' }} />,
              endAdornment: box.text ? (
                <IconButton aria-label={CHAT_UI.clearSearch} edge="end" size="small" onClick={box.clear}>
                  <ClearIcon fontSize="small" />
                </IconButton>
              ) : undefined,
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon />} sx={{ gridArea: 'button', height: 56 }}>
          {CHAT_UI.search}
        </Button>
        <TextField
          select
          sx={{ gridArea: 'frame' }}
          label={CHAT_UI.timeFrame}
          value={view.frame}
          onChange={(e) => {
            if (isTimeFrame(e.target.value)) onChange({ frame: e.target.value });
          }}
        >
          {TIME_FRAMES.map((frame) => (
            <MenuItem key={frame} value={frame}>
              {TIME_FRAME_LABELS[frame]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          sx={{ gridArea: 'from' }}
          type="date"
          label={CHAT_UI.fromDate}
          value={view.from}
          disabled={!custom}
          onChange={(e) => setDay('from')(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: view.to || undefined } }}
        />
        <TextField
          sx={{ gridArea: 'to' }}
          type="date"
          label={CHAT_UI.toDate}
          value={view.to}
          disabled={!custom}
          onChange={(e) => setDay('to')(e.target.value)}
          error={inverted}
          helperText={inverted ? CHAT_UI.rangeInverted : undefined}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: view.from || undefined } }}
        />
      </Box>
    </FilterCard>
  );
}
