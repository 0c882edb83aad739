// The one-time-code field of the profile's two-factor dialogs, with its client check (not empty).
import type { Ref } from 'react';
import { MESSAGES, TWO_FACTOR_CODE_MAX } from '@staff-console/domain';
import { FormTextField } from '../../../components/form-text-field';

export interface CodeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The sentence under the field: the client's or the server's. */
  error: string | null;
  disabled?: boolean;
  /** Recovery codes have letters: no numeric keyboard then. */
  numeric?: boolean;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function CodeField({ label, value, onChange, error, disabled, numeric = true, autoFocus, inputRef }: CodeFieldProps) {
  return (
    <FormTextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      required
      error={error !== null}
      helperText={error ?? ' '}
      disabled={disabled}
      inputRef={inputRef}
      inputProps={{ inputMode: numeric ? 'numeric' : 'text', autoCapitalize: 'none', spellCheck: false, maxLength: TWO_FACTOR_CODE_MAX }}
    />
  );
}

/** The client's sentence for an empty code, else null. */
export const codeProblem = (code: string): string | null => (code.trim() === '' ? MESSAGES.twoFactorCodeRequired : null);
