// The Chat Logs filters (SPEC §2, §4, §5): a search box that waits 800 ms and needs 3 characters,
// the Time Frame select, the custom From/To dates and a Search button. Enter searches at once.
import { useEffect, useEffectEvent, useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { CHAT_SEARCH_MAX, TIME_FRAMES, TIME_FRAME_LABELS, isTimeFrame } from '@staff-console/domain';
import { CHAT_UI } from '../chat-messages';
import { isDay, rangeInverted, searchTerm } from '../chat-url-state';
import type { ChatView, ChatViewChange } from '../chat-url-state';

/** SPEC §9: typing waits this long before the search fires. */
export const SEARCH_DEBOUNCE_MS = 800;

export interface ChatFiltersProps {
  view: ChatView;
  onChange: (change: ChatViewChange, options?: { replace?: boolean }) => void;
  /** Search pressed with nothing changed: load the current view again. */
  onRefresh: () => void;
}

export function ChatFilters({ view, onChange, onRefresh }: ChatFiltersProps) {
  const [text, setText] = useState(view.search);
  // The search this box last sent, and the URL's search as last seen: a URL change that is not
  // ours (back/forward, a pasted link) replaces what is typed.
  const [sent, setSent] = useState(view.search);
  const [seen, setSeen] = useState(view.search);
  const [tooShortShown, setTooShortShown] = useState(false);
  if (view.search !== seen) {
    setSeen(view.search);
    if (view.search !== sent) {
      setSent(view.search);
      setText(view.search);
      setTooShortShown(false);
    }
  }

  /** Applies the typed text; returns whether the view's search changed. */
  const commit = (value: string): boolean => {
    const term = searchTerm(value);
    if (term === null) {
      setTooShortShown(true); // SPEC §5: 1–2 characters only show the message
      return false;
    }
    setTooShortShown(false);
    if (term === view.search) return false;
    setSent(term);
    onChange({ search: term }, { replace: true });
    return true;
  };

  const onPause = useEffectEvent(() => {
    commit(text);
  });
  useEffect(() => {
    const timer = setTimeout(onPause, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!commit(text) && searchTerm(text) !== null) onRefresh();
  };

  const clear = () => {
    setText('');
    commit('');
  };

  const tooShort = tooShortShown && searchTerm(text) === null;
  const custom = view.frame === 'custom';
  const inverted = rangeInverted(view);
  const setDay = (key: 'from' | 'to') => (value: string) => {
    if (value === '' || isDay(value)) onChange({ [key]: value, frame: 'custom' }, { replace: true });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, mb: 2 }}>
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
          value={text}
          onChange={(e) => {
            setText(e.target.value);
          }}
          error={tooShort}
          helperText={tooShort ? CHAT_UI.searchTooShort : undefined}
          autoComplete="off"
          slotProps={{
            htmlInput: { 'aria-label': CHAT_UI.searchPlaceholder, maxLength: CHAT_SEARCH_MAX, enterKeyHint: 'search', inputMode: 'search' },
            input: {
              // Plain boxes rather than InputAdornment: sharing that module with the login screen
              // would split it into a chunk of its own on the login screen's critical path.
              startAdornment: <SearchIcon aria-hidden sx={{ display: { xs: 'none', sm: 'block' }, mr: 1, color: 'action.active' }} />,
              endAdornment: text ? (
                <IconButton aria-label={CHAT_UI.clearSearch} edge="end" size="small" onClick={clear}>
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
    </Paper>
  );
}
