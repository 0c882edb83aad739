import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ChatIcon from '@mui/icons-material/Chat';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FlagIcon from '@mui/icons-material/FlagOutlined';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import BalanceIcon from '@mui/icons-material/Balance';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import GavelIcon from '@mui/icons-material/Gavel';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import BoltIcon from '@mui/icons-material/Bolt';
import PersonSearchIcon from '@mui/icons-material/PersonSearchOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { UI } from '../../lib/messages';

/** The moderation entries' words: kept with the layout, out of the login screen's JavaScript. */
export const NAV_UI = {
  reports: 'Reports',
  cases: 'Cases',
  sanctions: 'Sanctions',
  appeals: 'Appeals',
  alerts: 'Alerts',
  watchRules: 'Watch rules',
  playerSearch: 'Player search',
  team: 'Team',
  unreadAlerts: (n: number) => `${n} unread ${n === 1 ? 'alert' : 'alerts'}`,
  playersWaiting: (n: number) => `${n} reported ${n === 1 ? 'player waits' : 'players wait'} for a moderator`,
  openAppeals: (n: number) => `${n} open ${n === 1 ? 'appeal waits' : 'appeals wait'} for a reviewer`,
  myOpenCases: (n: number) => `${n} open ${n === 1 ? 'case' : 'cases'} assigned to you`,
} as const;

/** A link of the navigation; shown only to those who may open its screen (domain's canOpen). */
export interface NavItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
  danger?: boolean;
  /** Shows the number of open cases assigned to the signed-in user. */
  myOpenCases?: boolean;
  /** Shows the number of reported players waiting in the queue. */
  reportsWaiting?: boolean;
  /** Shows the number of open appeals. */
  openAppeals?: boolean;
  /** Shows the number of the signed-in user's unread alerts. */
  unreadAlerts?: boolean;
}

export const MAIN_NAV: readonly NavItem[] = [
  { label: UI.dashboard, to: '/', icon: DashboardIcon },
  { label: UI.chatLogs, to: '/chats', icon: ChatIcon },
  { label: UI.tradeLogs, to: '/trades', icon: SwapHorizIcon },
  { label: UI.marketplaceLogs, to: '/marketplace', icon: StorefrontIcon },
  { label: NAV_UI.playerSearch, to: '/players', icon: PersonSearchIcon },
  { label: NAV_UI.reports, to: '/reports', icon: FlagIcon, reportsWaiting: true },
  { label: NAV_UI.cases, to: '/cases', icon: FolderOpenIcon, myOpenCases: true },
  { label: NAV_UI.sanctions, to: '/sanctions', icon: GavelIcon },
  { label: NAV_UI.appeals, to: '/appeals', icon: BalanceIcon, openAppeals: true },
  { label: NAV_UI.alerts, to: '/alerts', icon: NotificationsIcon, unreadAlerts: true },
  { label: NAV_UI.watchRules, to: '/watch-rules', icon: VisibilityIcon },
  // Administrators only (domain's SCREEN_PERMISSIONS): the staff's work in a period.
  { label: NAV_UI.team, to: '/team', icon: BadgeIcon },
];

export const USERS_NAV: readonly NavItem[] = [
  { label: UI.tradeClicker, to: '/tc-users', icon: TouchAppIcon },
  { label: UI.clickerFrenzy, to: '/cf-users', icon: BoltIcon },
];

export const ADMIN_NAV: NavItem = { label: UI.adminPanel, to: '/admin', icon: AdminPanelSettingsIcon, danger: true };
