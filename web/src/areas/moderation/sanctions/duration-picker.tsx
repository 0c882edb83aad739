// One choice among a few, labelled by the words above it (the sanction's type, its duration), and
// the duration picker built on it: the issue dialog's, and the appeal decision's when it shortens a
// sanction (offered only the lengths shorter than the sanction's own).
import type { ReactNode } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { durationWords } from '@staff-console/domain';
import { MOD_UI } from '../moderation-messages';
import { durationKey, durationOfKey } from './sanction-form';

export function ChoiceGroup({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" id={id} sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        onChange={(_, v: string | null) => v !== null && onChange(v)}
        aria-labelledby={id}
        sx={{ flexWrap: 'wrap' }}
      >
        {children}
      </ToggleButtonGroup>
    </>
  );
}

export interface DurationPickerProps {
  id: string;
  label: string;
  /** Seconds; null: permanent. */
  value: number | null;
  /** The lengths offered, in seconds (null: permanent). */
  choices: readonly (number | null)[];
  onChange: (seconds: number | null) => void;
}

export function DurationPicker({ id, label, value, choices, onChange }: DurationPickerProps) {
  return (
    <ChoiceGroup id={id} label={label} value={durationKey(value)} onChange={(key) => onChange(durationOfKey(key))}>
      {choices.map((seconds) => (
        <ToggleButton key={durationKey(seconds)} value={durationKey(seconds)}>
          {seconds === null ? MOD_UI.permanent : durationWords(seconds)}
        </ToggleButton>
      ))}
    </ChoiceGroup>
  );
}
