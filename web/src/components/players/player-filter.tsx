// A list filtered by one player: a picker that takes a name or an id until one is chosen, then a
// chip naming the player (name · id) with a way to clear it. Used by the cases and sanctions lists.
import Chip from '@mui/material/Chip';
import { PlayerPicker } from './picker/player-picker';
import { usePlayerLabel } from './picker/player-picker-api';
import { playerLabelText } from './picker/player-picker-label';

export interface PlayerFilterProps {
  /** The filtered player's id, or '' for none (as the URL holds it). */
  value: string;
  onChange: (player: string) => void;
  label: string;
  /** The words on a candidate's button ("Show Name · id's cases"). */
  actionLabel: (who: string) => string;
  testId: string;
}

export function PlayerFilter({ value, onChange, label, actionLabel, testId }: PlayerFilterProps) {
  if (value === '') return <PlayerPicker label={label} onPick={(p) => onChange(String(p.userId))} actionLabel={actionLabel} />;
  return <PlayerFilterChip userId={Number(value)} label={label} onClear={() => onChange('')} testId={testId} />;
}

function PlayerFilterChip({ userId, label, onClear, testId }: { userId: number; label: string; onClear: () => void; testId: string }) {
  const { data } = usePlayerLabel(userId);
  return (
    <Chip
      label={`${label}: ${playerLabelText(data ?? { userId, name: null })}`}
      onDelete={onClear}
      color="primary"
      variant="outlined"
      sx={{ height: 40, maxWidth: '100%' }}
      data-testid={testId}
    />
  );
}
