// A multi-select of the permissions the server lists (GET /api/auth/permissions), shown as chips,
// each in words with its stored name beside it.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import { permissionLabel } from '@staff-console/domain';
import { PERMISSION_DESCRIPTIONS } from './roles-messages';

export interface PermissionSelectProps {
  label: string;
  value: string[];
  options: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
}

export function PermissionSelect({ label, value, options, onChange, onBlur, helperText, error, disabled }: PermissionSelectProps) {
  const id = useId();
  // Keep values the server no longer lists visible, so saving never drops them silently.
  const all = [...options, ...value.filter((v) => !options.includes(v))];
  return (
    <FormControl fullWidth error={error} disabled={disabled}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select<string[]>
        labelId={`${id}-label`}
        id={id}
        multiple
        value={value}
        onChange={(e) => {
          const v = e.target.value;
          onChange(typeof v === 'string' ? v.split(',') : v);
        }}
        onBlur={onBlur}
        input={<OutlinedInput label={label} />}
        renderValue={(selected) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {selected.map((p) => (
              <Chip key={p} label={permissionLabel(p)} title={p} size="small" />
            ))}
          </Box>
        )}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
      >
        {all.map((p) => (
          <MenuItem key={p} value={p} dense aria-label={`${permissionLabel(p)} (${p})`} title={PERMISSION_DESCRIPTIONS[p]}>
            <Checkbox checked={value.includes(p)} size="small" sx={{ py: 0 }} />
            <ListItemText primary={permissionLabel(p)} secondary={`${p} · ${PERMISSION_DESCRIPTIONS[p] ?? ''}`} />
          </MenuItem>
        ))}
      </Select>
      {helperText ? <FormHelperText>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
