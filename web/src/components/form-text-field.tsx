// An outlined text field for forms. MUI's TextField also bundles Select (and with it Menu,
// Popover and Modal, ~12 KB gzip); our forms never need a select, so they compose the parts.
import { useId } from 'react';
import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export interface FormTextFieldProps extends Omit<OutlinedInputProps, 'label' | 'sx' | 'fullWidth' | 'margin'> {
  label: string;
  helperText?: ReactNode;
  fullWidth?: boolean;
  margin?: 'none' | 'dense' | 'normal';
  sx?: SxProps<Theme>;
}

export function FormTextField({ label, helperText, error, required, disabled, fullWidth = true, margin = 'none', id, sx, ...input }: FormTextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const helperId = `${inputId}-helper`;
  return (
    // The control's size also places the label: a small input with a medium label draws it across the text.
    <FormControl variant="outlined" fullWidth={fullWidth} required={required} error={error} disabled={disabled} margin={margin} size={input.size} sx={sx}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput id={inputId} label={label} aria-describedby={helperText ? helperId : undefined} {...input} />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
