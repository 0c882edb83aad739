// A player picker that takes a name or a user id: an id shows the player's name to confirm; a name
// lists the players seen under it (a name can change hands), each with its id, to choose from. Input
// that can be neither gets a sentence saying so; nothing is added until staff press Add.
import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LIMITS, type PlayerLabel } from '@staff-console/domain';
import { FormTextField } from '../../form-text-field';
import { usePlayerLabel, usePlayersNamed } from './player-picker-api';
import { playerLabelText } from './player-picker-label';
import { PICKER_UI } from './player-picker-messages';

export type PickerInput = { kind: 'empty' } | { kind: 'id'; userId: number } | { kind: 'name'; name: string } | { kind: 'invalid'; message: string };

/** What the typed text is: a user id (digits), a name (one word, '@' allowed in front), or neither. */
export function parsePickerInput(text: string): PickerInput {
  const value = text.trim().replace(/^@/, '');
  if (value === '') return { kind: 'empty' };
  if (/^\d+$/.test(value))
    return /^\d{1,15}$/.test(value) && Number(value) >= 1 ? { kind: 'id', userId: Number(value) } : { kind: 'invalid', message: PICKER_UI.badInput };
  if (/\s/.test(value)) return { kind: 'invalid', message: PICKER_UI.badInput };
  if (value.length > LIMITS.name) return { kind: 'invalid', message: PICKER_UI.tooLong };
  return { kind: 'name', name: value };
}

const DEBOUNCE_MS = 350;

function useDebounced<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

interface Candidate {
  player: PlayerLabel;
  detail?: string;
}

export interface PlayerPickerProps {
  onPick: (player: PlayerLabel) => void;
  /** Players already chosen: shown, not offered again. */
  exclude?: readonly number[];
  pending?: boolean;
  label?: string;
  autoFocus?: boolean;
  /** The words on a candidate's button (default "Add Name · id"). */
  actionLabel?: (who: string) => string;
}

export function PlayerPicker({ onPick, exclude = [], pending = false, label = PICKER_UI.label, autoFocus, actionLabel = PICKER_UI.add }: PlayerPickerProps) {
  const resultsId = useId();
  const [text, setText] = useState('');
  const typed = parsePickerInput(text);
  const settled = parsePickerInput(useDebounced(text));
  const current = JSON.stringify(typed) === JSON.stringify(settled) ? settled : null;
  const byId = usePlayerLabel(current?.kind === 'id' ? current.userId : null);
  const byName = usePlayersNamed(current?.kind === 'name' ? current.name : null);

  let candidates: Candidate[] = [];
  let sentence: string | null = null;
  let error = false;
  if (typed.kind === 'invalid') {
    sentence = typed.message;
    error = true;
  } else if (typed.kind === 'empty') sentence = null;
  else if (current === null || (current.kind === 'id' && byId.isPending) || (current.kind === 'name' && byName.isPending)) sentence = PICKER_UI.searching;
  else if ((current.kind === 'id' && byId.isError) || (current.kind === 'name' && byName.isError)) {
    sentence = PICKER_UI.failed;
    error = true;
  } else if (current.kind === 'id' && byId.data) {
    candidates = [{ player: byId.data }];
    if (byId.data.name === null) sentence = PICKER_UI.noName(current.userId);
  } else if (current.kind === 'name' && byName.data) {
    candidates = byName.data.map((m) => ({
      player: { userId: m.userId, name: m.username },
      detail: m.username.toLowerCase() === m.name.toLowerCase() ? undefined : `seen as ${m.name}`,
    }));
    sentence = candidates.length === 0 ? PICKER_UI.noneNamed(current.name) : candidates.length > 1 ? PICKER_UI.choose(current.name) : null;
    if (candidates.length === 0) error = true;
  }

  const pick = (player: PlayerLabel) => {
    onPick(player);
    setText('');
  };
  const offered = candidates.filter((c) => !exclude.includes(c.player.userId));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }} data-testid="player-picker">
      <FormTextField
        label={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          // Enter picks the one candidate there is; it never submits a surrounding form.
          e.preventDefault();
          if (offered.length === 1 && candidates.length === 1 && !pending) pick(offered[0]!.player);
        }}
        autoFocus={autoFocus}
        error={error}
        helperText={sentence ?? PICKER_UI.help}
        inputProps={{ maxLength: 120, 'aria-describedby': resultsId, autoComplete: 'off' }}
        size="small"
      />
      {candidates.length > 0 ? (
        <Box
          component="ul"
          id={resultsId}
          aria-label={PICKER_UI.results}
          sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 240, overflowY: 'auto' }}
        >
          {candidates.map(({ player, detail }) => {
            const taken = exclude.includes(player.userId);
            return (
              <Box
                component="li"
                key={player.userId}
                data-testid="picker-candidate"
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 1,
                  px: 1.5,
                  py: 0.75,
                  '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider' },
                }}
              >
                <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {playerLabelText(player)}
                  </Typography>
                  {detail ? (
                    <Typography variant="caption" color="text.secondary">
                      {detail}
                    </Typography>
                  ) : null}
                </Box>
                {taken ? (
                  <Typography variant="caption" color="text.secondary">
                    {PICKER_UI.already}
                  </Typography>
                ) : (
                  <Button size="small" variant="outlined" onClick={() => pick(player)} loading={pending}>
                    {actionLabel(playerLabelText(player))}
                  </Button>
                )}
              </Box>
            );
          })}
        </Box>
      ) : null}
    </Box>
  );
}
