// The role dialog's first choice: start from a built-in preset (Moderator, Senior moderator) that
// fills the permissions, or pick permissions one by one. The preset shown as chosen is the one whose
// permissions the form holds, so changing a permission afterwards turns the choice back to Custom.
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { presetOf, ROLE_PRESETS, type RolePreset } from '@staff-console/domain';
import { ROLES_UI } from './roles-messages';

export function RolePresetPicker({ permissions, onPick }: { permissions: readonly string[]; onPick: (preset: RolePreset) => void }) {
  const chosen = presetOf(permissions);
  return (
    <Box>
      <Typography variant="subtitle2" component="p" id="role-preset-label" sx={{ mb: 0.75 }}>
        {ROLES_UI.startFrom}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={chosen?.id ?? 'custom'}
        aria-labelledby="role-preset-label"
        onChange={(_e, id: string | null) => {
          const preset = ROLE_PRESETS.find((p) => p.id === id);
          if (preset) onPick(preset);
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {ROLE_PRESETS.map((p) => (
          <ToggleButton key={p.id} value={p.id} sx={{ textTransform: 'none' }}>
            {p.label}
          </ToggleButton>
        ))}
        <ToggleButton value="custom" disabled={!chosen} sx={{ textTransform: 'none' }}>
          {ROLES_UI.customPreset}
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }} data-testid="role-preset-help">
        {chosen ? chosen.description : ROLES_UI.presetHelp}
      </Typography>
    </Box>
  );
}
