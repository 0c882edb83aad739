import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ChatIcon from '@mui/icons-material/Chat';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import GavelIcon from '@mui/icons-material/Gavel';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import BoltIcon from '@mui/icons-material/Bolt';
import { UI } from '../../lib/messages';

/** A link of the navigation; shown only to those who may open its screen (domain's canOpen). */
export interface NavItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
  danger?: boolean;
  /** Shows the number of open cases assigned to the signed-in user. */
  myOpenCases?: boolean;
}

export const MAIN_NAV: readonly NavItem[] = [
  { label: UI.dashboard, to: '/', icon: DashboardIcon },
  { label: UI.chatLogs, to: '/chats', icon: ChatIcon },
  { label: UI.tradeLogs, to: '/trades', icon: SwapHorizIcon },
  { label: UI.marketplaceLogs, to: '/marketplace', icon: StorefrontIcon },
  { label: UI.cases, to: '/cases', icon: FolderOpenIcon, myOpenCases: true },
  { label: UI.sanctions, to: '/sanctions', icon: GavelIcon },
];

export const USERS_NAV: readonly NavItem[] = [
  { label: UI.tradeClicker, to: '/tc-users', icon: TouchAppIcon },
  { label: UI.clickerFrenzy, to: '/cf-users', icon: BoltIcon },
];

export const ADMIN_NAV: NavItem = { label: UI.adminPanel, to: '/admin', icon: AdminPanelSettingsIcon, danger: true };
