import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ChatIcon from '@mui/icons-material/Chat';
import DashboardIcon from '@mui/icons-material/Dashboard';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import BoltIcon from '@mui/icons-material/Bolt';
import type { Permission } from '@staff-console/domain';
import { UI } from '../../lib/messages';

export interface NavItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** Hidden unless the user holds it (administrators hold all). */
  permission?: Permission;
  danger?: boolean;
}

export const MAIN_NAV: readonly NavItem[] = [
  { label: UI.dashboard, to: '/', icon: DashboardIcon },
  { label: UI.chatLogs, to: '/chats', icon: ChatIcon, permission: 'view_chat' },
  { label: UI.tradeLogs, to: '/trades', icon: SwapHorizIcon, permission: 'view_trades' },
  { label: UI.marketplaceLogs, to: '/marketplace', icon: StorefrontIcon, permission: 'view_marketplace' },
];

export const USERS_GROUP_PERMISSION: Permission = 'view_users';
export const USERS_NAV: readonly NavItem[] = [
  { label: UI.tradeClicker, to: '/tc-users', icon: TouchAppIcon, permission: 'view_users' },
  { label: UI.clickerFrenzy, to: '/cf-users', icon: BoltIcon, permission: 'view_users' },
];

export const ADMIN_NAV: NavItem = { label: UI.adminPanel, to: '/admin', icon: AdminPanelSettingsIcon, permission: 'admin', danger: true };
