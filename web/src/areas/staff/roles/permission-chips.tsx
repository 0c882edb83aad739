// A role's permissions as at most 3 chips, then '+N' for the rest (docs/RULES.md, "Constants and limits").
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ROLES_UI } from './roles-messages';

export const MAX_PERMISSION_CHIPS = 3;

/** The chips shown and how many more there are. */
export function chipsOf(permissions: readonly string[], max = MAX_PERMISSION_CHIPS): { shown: string[]; more: number } {
  return { shown: permissions.slice(0, max), more: Math.max(0, permissions.length - max) };
}

export function PermissionChips({ permissions }: { permissions: readonly string[] }) {
  if (permissions.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {ROLES_UI.noPermissions}
      </Typography>
    );
  }
  const { shown, more } = chipsOf(permissions);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} data-testid="permission-chips">
      {shown.map((p) => (
        <Chip key={p} label={p} size="small" color={p === 'admin' ? 'error' : 'default'} variant={p === 'admin' ? 'filled' : 'outlined'} />
      ))}
      {more > 0 ? (
        <Tooltip title={permissions.slice(MAX_PERMISSION_CHIPS).join(', ')}>
          <Chip label={ROLES_UI.more(more)} size="small" color="primary" variant="outlined" data-testid="permission-more" />
        </Tooltip>
      ) : null}
    </Box>
  );
}
