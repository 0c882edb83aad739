import { Link as RouterLink } from 'react-router';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { UI } from '../../lib/messages';

export const ACCOUNT_MENU_WIDTH = 220;

export interface AccountMenuProps {
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  admin: boolean;
  onLogout: () => void;
}

/** Profile, Admin Panel (administrators only), Logout; closes on any click or dismissal (docs/RULES.md, "Screens and routes"). */
export function AccountMenu({ id, anchorEl, open, onClose, admin, onLogout }: AccountMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={open && anchorEl !== null}
      onClose={onClose}
      onClick={onClose}
      transformOrigin={{ horizontal: 'left', vertical: 'top' }}
      anchorOrigin={{ horizontal: 'left', vertical: 'bottom' }}
      slotProps={{ paper: { sx: { width: ACCOUNT_MENU_WIDTH, mt: 0.5 } } }}
    >
      <MenuItem component={RouterLink} to="/profile">
        <ListItemIcon>
          <PersonIcon fontSize="small" />
        </ListItemIcon>
        {UI.profile}
      </MenuItem>
      {admin ? (
        <MenuItem component={RouterLink} to="/admin">
          <ListItemIcon>
            <AdminPanelSettingsIcon fontSize="small" color="error" />
          </ListItemIcon>
          {UI.adminPanel}
        </MenuItem>
      ) : null}
      <Divider />
      <MenuItem onClick={onLogout}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {UI.logout}
      </MenuItem>
    </Menu>
  );
}
